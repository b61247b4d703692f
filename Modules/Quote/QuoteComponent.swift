import Core

/// The Quote feature's component: it makes the feature's screens and owns their shared state.
@MainActor
public final class QuoteComponent: Component<any QuoteDependency> {
    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & QuoteDependency) {
        super.init(parent: parent, dependency: parent, name: "Quote")
    }
}
