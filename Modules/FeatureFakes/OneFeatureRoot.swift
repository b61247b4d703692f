import Composition
import Core

/// A root, `^->Root`, that declares one feature alone, its wiring the fakes it is given, and a main menu with one
/// entry that opens it at its start: what a feature's tests boot, and what its executable alone runs, in a package
/// of its own as in this one.
@MainActor
public final class OneFeatureRoot<Component: DeclaredComponent & DestinationScreens>: BootstrapComponent, FeatureRoot {
    public let outside: Component.Dependency
    let feature: Feature<Component> = Feature { $0.outside }
    public let mainMenu: MainMenu<OneFeatureRoot>

    /// `fakes` as the feature's dependency, its entry `label` under the key `1`, every component reported to
    /// `observer` (a test's `LifetimeCheck`), if one is given.
    public init(
        _ title: String, entry label: String, fakes: Component.Dependency, observer: (any LifetimeObserver)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        outside = fakes
        let entry = MainMenu<OneFeatureRoot>.Entry(
            "1", label, opening: \.feature, fileID: fileID, line: line, column: column)
        mainMenu = MainMenu(title, entries: [entry], fileID: fileID)
        super.init(name: "Root", observer: observer, fileID: fileID, line: line, column: column)
    }
}
