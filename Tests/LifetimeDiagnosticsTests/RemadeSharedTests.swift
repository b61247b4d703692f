import LifetimeDiagnostics
import Testing

@testable import Core

/// The likeliest mistake of a port from Needle, where a shared member is `var x: T { shared { … } }`: here
/// that compiles and makes a new value on every access. The tracker reports it, with the place of the
/// `shared` call and the fix.
@MainActor
@Suite struct RemadeSharedTests {
    @Test func aSharedCallInAComputedPropertyIsReportedWithItsPlace() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { if $0.kind == .remade { lines.append($0.description) } }
        let cart = CartRoot(observer: tracker).cartScope

        #expect(cart.computedCart !== cart.computedCart)

        let remade = tracker.remadeShared
        #expect(remade.map(\.typeName) == ["Cart"])
        #expect(remade.map(\.path) == ["^->Root->CartScope"])
        #expect(remade.map(\.member.fileID.description) == ["LifetimeDiagnosticsTests/RemadeSharedTests.swift"])
        #expect(remade.map(\.member.line) == [CartScope.computedCartLine])
        // The file, the line, and the column of the closure `shared` is given.
        #expect(
            remade.map(\.member.description) == [
                "LifetimeDiagnosticsTests/RemadeSharedTests.swift:\(CartScope.computedCartLine):37"
            ])
        #expect(
            lines == [
                "[lifetime] ^->Root->CartScope made its shared Cart again "
                    + "(\(remade.first.map { "\($0.member)" } ?? "")): "
                    + "`shared { … }` keeps its value only as a `lazy var`'s initial value; "
                    + "declare it `lazy var … = shared { … }`"
            ])
    }

    @Test func eachMemberIsReportedOnceHoweverOftenItIsRemade() {
        let tracker = LifetimeTracker()
        let cart = CartRoot(observer: tracker).cartScope
        for _ in 0..<5 { _ = cart.computedCart }
        #expect(tracker.remadeShared.count == 1)
    }

    /// A member made again after another component was made in between is reported all the same.
    @Test func aMemberRemadeAfterAnotherComponentWasMadeIsReported() {
        let tracker = LifetimeTracker()
        let root = CartRoot(observer: tracker)
        let cart = root.cartScope
        _ = cart.computedCart
        let other = root.cartScope
        _ = cart.computedCart
        #expect(tracker.remadeShared.map(\.path) == ["^->Root->CartScope"])
        withExtendedLifetime(other) {}
    }

    /// Every member of a component is checked, however many it has.
    @Test func everyMemberOfAComponentIsChecked() {
        let tracker = LifetimeTracker()
        let cart = CartRoot(observer: tracker).cartScope
        for line in UInt(1)...65 {
            let member = SourcePlace(fileID: #fileID, line: line, column: 1)
            tracker.made(Cart(), sharedAs: member, by: cart)
            if line >= 64 { tracker.made(Cart(), sharedAs: member, by: cart) }
        }
        #expect(tracker.remadeShared.map(\.member.line) == [64, 65])
    }

    /// A `lazy var` read many times, and one member made once by each of many components, are what shared
    /// is for: nothing to report, though later components are made where released ones were.
    @Test func oneMakePerComponentIsNotReported() {
        let tracker = LifetimeTracker()
        let root = CartRoot(observer: tracker)
        var scopes: [CartScope] = []
        for _ in 0..<200 {
            let scope = root.cartScope
            _ = scope.lazyCart
            _ = scope.lazyCart
            scopes.append(scope)
        }
        scopes.removeAll()
        for _ in 0..<200 { _ = root.cartScope.lazyCart }

        #expect(tracker.remadeShared.isEmpty)
    }
}

final class Cart {}

@MainActor
protocol CartScopeDependency: Scope {}

final class CartRoot: BootstrapComponent, CartScopeDependency {
    init(observer: LifetimeTracker) { super.init(name: "Root", observer: observer) }

    var cartScope: CartScope { CartScope(parent: self, dependency: self) }
}

final class CartScope: Component<any CartScopeDependency> {
    private(set) lazy var lazyCart: Cart = shared { Cart() }
    static let computedCartLine: UInt = #line + 2
    // The mistake, as a port from Needle writes it.
    var computedCart: Cart { shared { Cart() } }
}
