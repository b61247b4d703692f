import Core
import ShopLifetimes

// A shop's checkout, Root → Checkout → Payment → Card, using every lifetime once. Analytics lives in the
// root; Card needs it two levels down, and the levels in between have dependency protocols of their own.

final class Analytics {}
final class Cart {}
final class Coupon {}
final class PaymentDraft {}
final class Totals {}
final class Fee {}
struct Receipt: Sendable { let total: Int }

final class Wallet {
    let analytics: Analytics
    init(analytics: Analytics) { self.analytics = analytics }
}

final class CardForm {
    let wallet: Wallet
    init(wallet: Wallet) { self.wallet = wallet }
}

// MARK: - Forwarding: one line per member, once

// forwarding: begin
@MainActor protocol AnalyticsDependency: Scope {
    var analytics: Analytics { get }
}

/// A level between the root and whoever needs analytics names its parent as the upstream.
@MainActor protocol ForwardsAnalytics: AnalyticsDependency {
    var analyticsUpstream: any AnalyticsDependency { get }
}

extension ForwardsAnalytics {
    var analytics: Analytics { analyticsUpstream.analytics }
}
// forwarding: end

// MARK: - The root: eager analytics, Checkout kept for the app's run

final class ShopRoot: BootstrapComponent, CheckoutDependency {
    let analytics: Analytics
    private let checkoutSlot = Kept<CheckoutComponent>()

    init(observer: (any LifetimeObserver)?) {
        analytics = Analytics()
        super.init(observer: observer)
        recordEager(analytics)
    }

    var checkout: CheckoutComponent {
        keep(checkoutSlot) { CheckoutComponent(parent: self, lifetime: .run) }
    }
}

// MARK: - Checkout: a shared cart, a coupon kept by a lifetime defined here, a task it owns

@MainActor protocol CheckoutDependency: AnalyticsDependency {}

final class CheckoutComponent: Component<any CheckoutDependency>, PaymentDependency, ForwardsAnalytics {
    init(parent: some CheckoutDependency, lifetime: ScopeLifetime) {
        super.init(parent: parent, dependency: parent, lifetime: lifetime)
    }

    var analyticsUpstream: any AnalyticsDependency { dependency }

    private(set) lazy var cart: Cart = shared { Cart() }

    let couponSlot = UntilReset<Coupon>()
    var coupon: Coupon { untilReset(couponSlot) { Coupon() } }

    var payment: PaymentComponent { PaymentComponent(parent: self) }
}

// MARK: - Payment: a weak-shared draft, an async-shared receipt, object-graph totals, a fee per currency

@MainActor protocol PaymentDependency: AnalyticsDependency {
    var cart: Cart { get }
}

final class PaymentComponent: Component<any PaymentDependency>, ForwardsAnalytics {
    init(parent: some PaymentDependency) { super.init(parent: parent, dependency: parent) }

    var analyticsUpstream: any AnalyticsDependency { dependency }

    private let draftSlot = WeakShared<PaymentDraft>()
    var draft: PaymentDraft { weakShared(draftSlot) { PaymentDraft() } }

    private let receiptSlot = AsyncShared<Receipt>()
    var receipt: AsyncShared<Receipt> { asyncShared(receiptSlot) { Receipt(total: 42) } }

    private let totalsSlot = GraphShared<Totals>()
    func totals(in graph: borrowing ObjectGraph) -> Totals { graphShared(totalsSlot, in: graph) { Totals() } }

    private let feeSlot = PerKey<String, Fee>()
    func fee(in currency: String) -> Fee { perKey(feeSlot, currency) { Fee() } }
}

// MARK: - Card: a shared wallet, a factory form, analytics forwarded from the root

// card: begin
@MainActor protocol CardDependency: AnalyticsDependency {}

final class CardComponent: Component<any CardDependency> {
    init(parent: some CardDependency) { super.init(parent: parent, dependency: parent) }

    private(set) lazy var wallet: Wallet = shared { Wallet(analytics: dependency.analytics) }
    var cardForm: CardForm { factory { CardForm(wallet: wallet) } }
}

extension PaymentComponent: CardDependency {
    var card: CardComponent { CardComponent(parent: self) }
}
// card: end
