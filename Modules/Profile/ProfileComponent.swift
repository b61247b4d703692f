import Core

/// The Profile feature's component: it makes the feature's screens and owns their shared state.
@MainActor
public final class ProfileComponent: Component<any ProfileDependency> {
    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & ProfileDependency) {
        super.init(parent: parent, dependency: parent, name: "Profile")
    }
}
