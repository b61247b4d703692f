// Claim: a level in the middle of a chain that does not forward a member does not compile, whatever each level's dependency protocol.
// Expect: error: type 'PaymentComponent' does not conform to protocol 'AnalyticsDependency'
// Expect: note: protocol requires property 'analytics' with type 'Analytics'
//
// Root → Checkout → Payment → Card, each level with a dependency protocol of its own; Card needs the
// root's analytics. Payment makes Card but has no forwarding line; with `-D FIXED` it has one and the
// file compiles.

import Core

final class Analytics {}

@MainActor protocol AnalyticsDependency: Scope {
    var analytics: Analytics { get }
}

@MainActor protocol ForwardsAnalytics: AnalyticsDependency {
    var analyticsUpstream: any AnalyticsDependency { get }
}

extension ForwardsAnalytics {
    var analytics: Analytics { analyticsUpstream.analytics }
}

@MainActor protocol CheckoutDependency: AnalyticsDependency {}
@MainActor protocol PaymentDependency: AnalyticsDependency {}
@MainActor protocol CardDependency: AnalyticsDependency {}

final class Root: BootstrapComponent, CheckoutDependency {
    let analytics = Analytics()
    var checkout: CheckoutComponent { CheckoutComponent(parent: self, dependency: self) }
}

final class CheckoutComponent: Component<any CheckoutDependency>, PaymentDependency, ForwardsAnalytics {
    var analyticsUpstream: any AnalyticsDependency { dependency }
    var payment: PaymentComponent { PaymentComponent(parent: self, dependency: self) }
}

#if FIXED
    final class PaymentComponent: Component<any PaymentDependency>, CardDependency, ForwardsAnalytics {
        var analyticsUpstream: any AnalyticsDependency { dependency }
        var card: CardComponent { CardComponent(parent: self, dependency: self) }
    }
#else
    final class PaymentComponent: Component<any PaymentDependency>, CardDependency {
        var card: CardComponent { CardComponent(parent: self, dependency: self) }
    }
#endif

final class CardComponent: Component<any CardDependency> {
    var analytics: Analytics { dependency.analytics }
}
