import Core
import ProfileFeature
import Testing

@MainActor
@Suite struct ProfileComponentTests {
    @Test func sitsUnderTheParentThatProvidesItsDependency() {
        let parent = FakeProfileParent()
        let component = ProfileComponent(parent: parent)
        #expect(component.path == "^->FakeRoot->Profile")
        #expect(component.parent === parent)
        #expect(component.dependency as? FakeProfileParent === parent)
    }
}

/// A parent that satisfies `ProfileDependency` the way the App's root does.
@MainActor
private final class FakeProfileParent: BootstrapComponent, ProfileDependency {
    init() { super.init(name: "FakeRoot") }
}
