import Core
import Foundation
import Synchronization

// Runs the checkout tree and checks each lifetime against what it promises, printing what the kernel
// reports as it goes. Exits 1 if a promise does not hold.

/// Prints each report, naming a released component by the path it had.
final class PrintingObserver: LifetimeObserver {
    private let paths = Mutex<[ObjectIdentifier: String]>([:])

    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        make()
    }
    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        paths.withLock { $0[ObjectIdentifier(scope)] = scope.path }
        print("  made \(scope.path)")
    }
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        print("  made \(type(of: instance)) (\(lifetime)) in \(scope.path)")
    }
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        made(instance, lifetime: .shared, by: scope)
    }
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        print("  failed to make \(type) (\(lifetime)) in \(scope.path)")
    }
    func started(_ task: OwnedTask, by scope: Scope) { print("  started \(task.name) in \(scope.path)") }
    nonisolated func released(_ scope: ObjectIdentifier) {
        print("  released \(paths.withLock { $0.removeValue(forKey: scope) } ?? "?")")
    }
    func ended(_ task: OwnedTask) { print("  ended \(task.name)") }
    func lifetimeEnded(of scope: Scope) { print("  lifetime ended \(scope.path)") }
}

/// Prints each promise as it is checked, and counts the ones that do not hold.
final class Promises {
    private(set) var broken = 0

    func check(_ holds: Bool, _ promise: String) {
        print(holds ? "ok: \(promise)" : "BROKEN: \(promise)")
        if !holds { broken += 1 }
    }
}

@MainActor
func run(checking promises: Promises) async {
    let check = promises.check
    var tree: Tree<ShopRoot>? = Tree(ShopRoot(observer: PrintingObserver()))
    weak let root = tree?.root
    weak let keptCheckout = root?.checkout
    weak var releasedPayment: PaymentComponent?
    guard let root else { return check(false, "the root lives while its tree is held") }
    let autosave: OwnedTask
    do {
        check(keptCheckout != nil, "kept: Checkout lives for the app's run though nothing else holds it")
        let checkout = root.checkout
        check(checkout === keptCheckout, "kept: the same Checkout whoever asks")
        check(checkout.cart === checkout.cart, "shared: one cart per Checkout")

        let coupon = checkout.coupon
        check(checkout.coupon === coupon, "custom: the same coupon until reset")
        checkout.couponSlot.reset()
        check(checkout.coupon !== coupon, "custom: a new coupon after reset")

        let payment = checkout.payment
        releasedPayment = payment
        let card = payment.card
        check(card.wallet === card.wallet, "shared: one wallet per Card")
        check(card.wallet.analytics === root.analytics, "forwarded: the root's analytics, two levels down")
        check(card.cardForm !== card.cardForm, "factory: a new form each time")

        var draft: PaymentDraft? = payment.draft
        weak let firstDraft = draft
        check(payment.draft === draft, "weak-shared: the same draft while held")
        draft = nil
        check(firstDraft == nil, "weak-shared: released when the last holder lets go")

        let sameTotals = payment.buildGraph { graph in payment.totals(in: graph) === payment.totals(in: graph) }
        check(sameTotals, "object graph: one Totals per build")
        check(
            payment.fee(in: "EUR") === payment.fee(in: "EUR") && payment.fee(in: "EUR") !== payment.fee(in: "CHF"),
            "per-key: one fee per currency")
        let receipt = try? await payment.receipt.value
        check(receipt?.total == 42, "async-shared: the receipt, awaited")

        autosave = checkout.startTask(named: "autosave") {
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(10)) }
        }
    }
    check(releasedPayment == nil, "child scope: Payment released when nothing holds it")
    tree = nil
    check(keptCheckout == nil, "kept: Checkout released when the app lets go of its tree")
    await autosave.running.value
    check(!autosave.isRunning, "task: cancelled with the component that started it")
}

let promises = Promises()
await run(checking: promises)
print(promises.broken == 0 ? "Every lifetime kept its promise." : "\(promises.broken) promise(s) broken.")
exit(promises.broken == 0 ? 0 : 1)
