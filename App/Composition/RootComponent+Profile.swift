import Core
import ProfileFeature

// The root satisfies the Profile feature's dependency; the compiler names any member it lacks.
extension RootComponent: ProfileDependency {}

extension RootComponent {
    /// The Profile feature's component, shared: one for the whole run.
    var profile: ProfileComponent {
        shared(&profileSlot) { ProfileComponent(parent: self) }
    }
}
