// Claim: a root that adopts a forwarding protocol without writing its members does not compile: it has no parent to forward to.
// Expect: error: type 'Root' does not conform to protocol 'ForwardsAnalytics'
// Expect: note: protocol requires property 'analyticsUpstream' with type 'any AnalyticsDependency'
//
// A forwarding protocol asks for an upstream: a component names its `dependency`, and a root has none.
// (A root could name itself, and every member would call itself until the stack overflowed: a root
// writes its members instead, which is what `-D FIXED` does.)

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

#if FIXED
    final class Root: BootstrapComponent, AnalyticsDependency {
        let analytics = Analytics()
    }
#else
    final class Root: BootstrapComponent, ForwardsAnalytics {}
#endif
