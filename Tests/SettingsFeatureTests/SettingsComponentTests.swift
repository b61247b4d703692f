import Core
import SettingsFeature
import Testing

@MainActor
@Suite struct SettingsComponentTests {
    @Test func sitsUnderTheParentThatProvidesItsDependency() {
        let parent = FakeSettingsParent()
        let component = SettingsComponent(parent: parent)
        #expect(component.path == "^->FakeRoot->Settings")
        #expect(component.parent === parent)
        #expect(component.dependency as? FakeSettingsParent === parent)
    }
}

/// A parent that satisfies `SettingsDependency` the way the App's root does.
@MainActor
private final class FakeSettingsParent: BootstrapComponent, SettingsDependency {
    init() { super.init(name: "FakeRoot") }
}
