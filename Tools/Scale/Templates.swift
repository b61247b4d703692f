import FeatureScaffold

/// The sources of one generated package of `count` features, `F1`…`Fn`, each the files `new-feature` writes
/// (FeatureScaffold's templates, its tests left out): a persisted list, its screens, and a way to Notification
/// settings; on the kernel, the first feature's fakes and its executable alone too. On the kernel, each feature has its component and its wiring target, and the App is a root of one
/// line per feature, as `new-feature` writes it, with Settings met by a stand-in of the App's own. By hand, the
/// same feature modules without their component, a factory of their screens instead, and an App that makes each
/// model and adapter with plain initializers.
struct Templates {
    let count: Int
    let onKernel: Bool

    /// The names of each feature, as `new-feature F7` derives them, at the main menu's key `7`.
    private var features: [FeatureNames] {
        (1...count).compactMap { try? FeatureNames("F\($0)", item: nil, key: "\($0)") }
    }

    /// Every file, by its path in the package.
    var files: [String: String] {
        var files = ["Package.swift": manifest, "App/Main/Launch.swift": launch, "App/Main/Root.swift": root]
        if onKernel { files["App/Main/SettingsStandIn.swift"] = Self.settingsStandIn }
        for names in features {
            for (path, text) in names.files where !path.hasPrefix("Tests/") && !path.hasSuffix("README.md") {
                let isKernelOnly = ["Dependency.swift", "Component.swift", "Wiring.swift"].contains {
                    path.hasSuffix($0)
                }
                // The first feature alone, over its fakes, is the one the tool times.
                let isAlone = ["Fakes.swift", "Alone.swift"].contains { path.hasSuffix($0) }
                if isAlone ? onKernel && names.feature == "F1" : onKernel || !isKernelOnly { files[path] = text }
            }
            if !onKernel { files["Modules/\(names.feature)/\(names.feature)Screens.swift"] = names.fill(Self.screens) }
        }
        return files
    }

    /// The module a feature's module folder compiles into, and what it depends on.
    private var manifest: String {
        let targets = features.map { names in
            let module = """
                .target(name: "\(names.module)", dependencies: [\(onKernel ? #""Composition", "Core", "# : "")"TerminalScreen"], path: "Modules/\(names.feature)"),
                """
            guard onKernel else { return module }
            return module + """

                .target(
                    name: "\(names.feature)Wiring",
                    dependencies: ["\(names.module)", "SettingsFeature", "Composition", "FeatureStorage", "Persistence", "TerminalScreen"],
                    path: "App/Wiring/\(names.feature)"),
                """
        }
        let app =
            (onKernel ? ["Composition", "Core", "SettingsFeature"] : []) + [
                "FeatureStorage", "Persistence", "TerminalScreen",
            ]
            + features.map(\.module) + (onKernel ? features.map { "\($0.feature)Wiring" } : [])
        let kernel = """
                .target(name: "Core", path: "Modules/Core"),
                .target(name: "Composition", dependencies: ["Core", "TerminalScreen"], path: "Modules/Composition"),
                .target(name: "SettingsFeature", dependencies: ["Composition", "Core", "TerminalScreen"], path: "Modules/Settings"),
                .target(name: "TerminalMenu", dependencies: ["Composition", "Locking", "TerminalScreen"], path: "Modules/TerminalMenu"),
                .target(name: "FeatureFakes", dependencies: ["Composition"], path: "Modules/FeatureFakes"),
                .target(name: "FeatureAlone", dependencies: ["Composition", "TerminalMenu", "TerminalScreen"], path: "Modules/FeatureAlone"),
                .target(name: "F1Fakes", dependencies: ["Composition", "FeatureFakes", "F1Feature", "TerminalScreen"], path: "Modules/F1Fakes"),
                .executableTarget(
                    name: "F1Alone", dependencies: ["Composition", "Core", "FeatureAlone", "F1Fakes", "F1Feature", "TerminalMenu"],
                    path: "Modules/F1Alone"),
            """
        return """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Scale", platforms: [.macOS(.v15)], targets: [
            \(onKernel ? kernel : "")
                .target(name: "Locking", path: "Modules/Locking"),
                .target(name: "TerminalScreen", dependencies: ["Locking"], path: "Modules/TerminalScreen"),
                .target(name: "Persistence", dependencies: ["Locking"], path: "Modules/Persistence"),
                .target(name: "FeatureStorage", dependencies: ["Persistence", "TerminalScreen"], path: "App/Wiring/FeatureStorage"),
            \(targets.joined(separator: "\n"))
                .executableTarget(name: "App", dependencies: [\(app.map { "\"\($0)\"" }.joined(separator: ", "))], path: "App/Main"),
            ], swiftLanguageModes: [.v6])
            """
    }

    /// Launches, opens every feature's first screen once, and prints the microseconds that took and whether
    /// every one came: an `@main` type, as the app's own `AppMain`.
    private var launch: String {
        let open =
            onKernel
            ? """
                    let tree = RootComponent().boot()
                    var navigation = tree.root.navigation()
                    if case .choices(let entries) = navigation.top.request {
                        for destination in entries.compactMap(\\.destination) {
                            navigation.apply(.open(destination))
                            if navigation.depth == 2 { opened += 1 }
                            navigation.closeAll()
                        }
                    }
            """
            : """
                    let root = AppRoot()
                    var stack: [any Screen] = []
                    for first in root.firstScreens {
                        stack.append(first())
                        opened += 1
                        stack.removeLast()
                    }
            """
        return """
            import TerminalScreen

            @main
            enum Launch {
                @MainActor
                static func main() {
                    let start = ContinuousClock.now
                    var opened = 0
            \(open)
                    let made = (ContinuousClock.now - start).components
                    print(Double(made.seconds) * 1e6 + Double(made.attoseconds) * 1e-12, opened == \(count))
                }
            }
            """
    }

    /// The root: on the kernel, the one `new-feature` writes lines into, a declaration and a main menu entry
    /// per feature; by hand, a container that makes each feature's model, adapter and first screen.
    private var root: String {
        let imports =
            features.map { "import \($0.module)" } + (onKernel ? features.map { "import \($0.feature)Wiring" } : [])
        guard onKernel else {
            let members = features.map { names in
                names.fill(
                    """
                        /// Title_'s list, on a model made afresh, as each visit makes one.
                        var member_List: any Screen { Feature_Screens.list(model: Feature_Model(storage: StoredFeature_(store: store))) }
                    """)
            }
            let adapters = features.map { names in
                names.fill(
                    """
                    @MainActor
                    struct StoredFeature_: Feature_Storage {
                        let store: any KeyValueStore
                        private let key = StoreKey<[Item_]>("storeKey_")

                        func load() -> [Item_]? { store.value(for: key) }
                        func add(_ item: Item_) -> Saving { .of { store.update(key, default: [], { $0.append(item) }, completion: $0) } }
                    }
                    """)
            }
            return """
                import FeatureStorage
                import Persistence
                import TerminalScreen
                \(imports.joined(separator: "\n"))

                @MainActor
                final class AppRoot {
                    let store: any KeyValueStore = InMemoryKeyValueStore()

                \(members.joined(separator: "\n"))

                    /// Each feature's first screen, as a main menu opens it.
                    var firstScreens: [() -> any Screen] { [\(features.map { "{ self.\($0.member)List }" }.joined(separator: ", "))] }
                }

                \(adapters.joined(separator: "\n\n"))
                """
        }
        return """
            import Composition
            import Core
            import Persistence
            import SettingsFeature
            \(imports.joined(separator: "\n"))

            @MainActor
            final class RootComponent: BootstrapComponent, FeatureRoot {
                struct Outside {
                    let store: any KeyValueStore
                }

                let outside = Outside(store: InMemoryKeyValueStore())

                let settings: Feature<SettingsComponent> = Feature { SettingsStandIn(store: $0.outside.store) }
            \(features.map(\.declaration).joined())

                let mainMenu = MainMenu<RootComponent>(
                    "Scale",
                    entries: [
            \(features.map(\.menuEntry).joined())        ])
            }
            """
    }

    /// What a hand-wired app calls to make a feature's screens, which its component makes on the kernel.
    private static let screens = """
        import TerminalScreen

        /// Title_'s screens, made by hand: what an App without components calls.
        @MainActor
        public enum Feature_Screens {
            public static func list(model: Feature_Model) -> any Screen { Feature_Screen(model: model) }
            public static func add(model: Feature_Model) -> any Screen { AddItem_Screen(model: model) }
        }
        """

    /// Notification settings' needs, met with what a launch needs and no more: the schedule in the store, the
    /// system's time, reminders shown nowhere, of nothing.
    private static let settingsStandIn = """
        import FeatureStorage
        import Persistence
        import SettingsFeature

        @MainActor
        struct SettingsStandIn: SettingsDependency {
            let storage: any ScheduleStorage
            let clock = DayClock(clock: ContinuousClock(), timeOfDay: { .seconds(12 * 3600) })
            let reminderInbox: any ReminderInbox = Nowhere()
            let reminderSubject: any ReminderSubject = Nothing()

            init(store: any KeyValueStore) {
                storage = KeyedStorage(store: store, key: StoreKey("notification-schedule"))
            }
        }

        extension KeyedStorage: ScheduleStorage where Value == NotificationSchedule {}

        struct Nowhere: ReminderInbox {
            func deliver(_ reminder: Reminder) {}
        }

        @MainActor
        struct Nothing: ReminderSubject {
            let reminderText = "Nothing."
        }
        """
}
