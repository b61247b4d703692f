// swift-tools-version: 6.1
import PackageDescription

// MARK: - Features (each imports Core, Composition and TerminalScreen only), their wirings, fakes and executables alone

/// Each feature module beside its unit tests (its component over its fakes), its wiring, a target of its own
/// that meets the feature's needs with adapters to the features it reaches, its fakes and its executable alone:
/// a feature's change rebuilds its wiring, the wirings that cross to it and the root's lines, not every wiring.
/// App and its tests depend on every feature and wiring listed here, never on fakes; a wiring is built without
/// the package's access (`packageAccess: false`), so what the package keeps to itself — a fake's placeholder
/// route — is out of a shipping wiring's reach. `swift run new-feature` adds a feature's five targets at the end.
let featureTargets: [Target] = [
    // Notification settings: a three-step flow sharing a weak-shared store, and reminders that fire.
    .target(
        name: "SettingsFeature", dependencies: ["Composition", "Core", "TerminalScreen"], path: "Modules/Settings",
        exclude: ["README.md"]),
    // The flow's steps and store, the schedule's rules and wording, reminders on a manual clock.
    .testTarget(
        name: "SettingsFeatureTests",
        dependencies: [
            "Composition", "SettingsFakes", "SettingsFeature", "Core", "LifetimeChecks", "Locking", "TerminalScreen",
            "TestSupport",
        ]),
    // Settings' needs: its stored schedule, and the quote each reminder reminds of (data).
    .target(
        name: "SettingsWiring",
        dependencies: ["SettingsFeature", "QuoteFeature", "Composition", "FeatureStorage", "Persistence"],
        path: "App/Wiring/Settings", packageAccess: false),
    // Settings' fakes, for its tests and settings-alone: each member set or reported, a clock that starts when told.
    .target(
        name: "SettingsFakes", dependencies: ["Composition", "FeatureFakes", "SettingsFeature", "TerminalScreen"],
        path: "Modules/SettingsFakes", exclude: ["README.md"]),
    // settings-alone: Settings over its fakes at the terminal, built without the other features or the App.
    .executableTarget(
        name: "SettingsAlone",
        dependencies: ["Composition", "Core", "FeatureAlone", "SettingsFakes", "SettingsFeature", "TerminalMenu"],
        path: "Modules/SettingsAlone", exclude: ["README.md"]),
    // Profile: privacy levels, live preferences and a viewer session scope.
    .target(
        name: "ProfileFeature", dependencies: ["Composition", "Core", "TerminalScreen"], path: "Modules/Profile",
        exclude: ["README.md"]),
    // The privacy matrix, the page from a stub provider, sessions and their loads, one snapshot per build.
    .testTarget(
        name: "ProfileFeatureTests",
        dependencies: [
            "Composition", "ProfileFakes", "ProfileFeature", "Core", "LifetimeChecks", "Locking", "TerminalScreen",
            "TestSupport",
        ]),
    // Profile's needs: its stored preferences, the favourite quote (data) and the quote's editor (navigation).
    .target(
        name: "ProfileWiring",
        dependencies: [
            "ProfileFeature", "QuoteFeature", "Composition", "FeatureStorage", "Persistence", "TerminalScreen",
        ],
        path: "App/Wiring/Profile", packageAccess: false),
    // Profile's fakes, for its tests and profile-alone: each member set or reported, the editor's placeholder by name.
    .target(
        name: "ProfileFakes", dependencies: ["Composition", "FeatureFakes", "ProfileFeature", "TerminalScreen"],
        path: "Modules/ProfileFakes", exclude: ["README.md"]),
    // profile-alone: Profile over its fakes and the sample user, built without the other features or the App.
    .executableTarget(
        name: "ProfileAlone",
        dependencies: [
            "Composition", "Core", "FeatureAlone", "ProfileFakes", "ProfileFeature", "ProfileUserLive", "TerminalMenu",
        ],
        path: "Modules/ProfileAlone", exclude: ["README.md"]),
    // Quote: the favourite quote and the model controller its two screens share.
    .target(
        name: "QuoteFeature", dependencies: ["Composition", "Core", "TerminalScreen"], path: "Modules/Quote",
        exclude: ["README.md"]),
    // One controller for both screens, the editing rules, the stored quote's validation.
    .testTarget(
        name: "QuoteFeatureTests",
        dependencies: [
            "Composition", "QuoteFakes", "QuoteFeature", "Core", "LifetimeChecks", "TerminalScreen", "TestSupport",
        ]),
    // Quote's needs: its stored quote, and Notification settings (navigation).
    .target(
        name: "QuoteWiring",
        dependencies: [
            "QuoteFeature", "SettingsFeature", "Composition", "FeatureStorage", "Persistence", "TerminalScreen",
        ],
        path: "App/Wiring/Quote", packageAccess: false),
    // Quote's fakes, for its tests and quote-alone: each member set or reported, Settings' placeholder by name.
    .target(
        name: "QuoteFakes", dependencies: ["Composition", "FeatureFakes", "QuoteFeature", "TerminalScreen"],
        path: "Modules/QuoteFakes", exclude: ["README.md"]),
    // quote-alone: Quote over its fakes at the terminal, built without the other features or the App.
    .executableTarget(
        name: "QuoteAlone",
        dependencies: ["Composition", "Core", "FeatureAlone", "QuoteFakes", "QuoteFeature", "TerminalMenu"],
        path: "Modules/QuoteAlone", exclude: ["README.md"]),
    // new-feature: a new feature's targets go above this line.
]
/// What App depends on: each feature and its wiring, not a feature's fakes.
let features = featureTargets.filter { $0.type == .regular && !$0.name.hasSuffix("Fakes") }.map {
    Target.Dependency.target(name: $0.name)
}

let package = Package(
    name: "FeatureGraph",
    platforms: [.macOS(.v15)],
    products: [
        // The kernel and its diagnostics as libraries, for another package to depend on by path or URL
        // (Examples/Checkout does); copying Modules/Core is the other way (Modules/Core/README.md).
        .library(name: "Core", targets: ["Core"]),
        .library(name: "LifetimeDiagnostics", targets: ["LifetimeDiagnostics"]),
        // For a test target: the checks a team's own tests need, a shared member made twice and a captive component.
        .library(name: "LifetimeChecks", targets: ["LifetimeChecks"]),
        // The layer an app of features is built on, for a team's own package (Examples/SyncUps is one): features
        // declared once with their lifetime on the type, crossings, the sealed stack; screens and the line-based
        // menu that shows them; fakes that report a member used unset; one feature run alone; the crash-safe store.
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "TerminalScreen", targets: ["TerminalScreen"]),
        .library(name: "TerminalMenu", targets: ["TerminalMenu"]),
        .library(name: "FeatureFakes", targets: ["FeatureFakes"]),
        .library(name: "FeatureAlone", targets: ["FeatureAlone"]),
        .library(name: "Persistence", targets: ["Persistence"]),
        .executable(name: "feature-graph", targets: ["AppMain"]),
        .executable(name: "feature-graph-bench", targets: ["Benchmarks"]),
        .executable(name: "feature-graph-count", targets: ["CountedChain"]),
        .executable(name: "feature-graph-docs", targets: ["DocsTool"]),
        .executable(name: "new-feature", targets: ["NewFeature"]),
        .executable(name: "feature-graph-scale", targets: ["Scale"]),
        // Each feature on its own, over its fakes (docs/adding-a-feature.md).
        .executable(name: "quote-alone", targets: ["QuoteAlone"]),
        .executable(name: "settings-alone", targets: ["SettingsAlone"]),
        .executable(name: "profile-alone", targets: ["ProfileAlone"]),
        // new-feature: a new feature's executable alone goes above this line.
    ],
    targets: [
        // MARK: - Kernel

        // The dependency-injection kernel: components, lifetimes, tasks, one observer protocol. Nothing else.
        .target(name: "Core", path: "Modules/Core", exclude: ["README.md"]),

        // Lifetimes you can see: counts, outlived reports, shared members made twice and the trace, observing the
        // kernel from outside.
        .target(
            name: "LifetimeDiagnostics", dependencies: ["Core", "Locking"], path: "Modules/LifetimeDiagnostics",
            exclude: ["README.md"]),

        // The checks a test's root observer makes: a shared member made twice, a captive component, when made
        // and after its declared lifetime ended. A library product, for a team's own test targets.
        .target(
            name: "LifetimeChecks", dependencies: ["Core", "LifetimeDiagnostics"], path: "Modules/LifetimeChecks",
            exclude: ["README.md"]),

        // A value shared across threads under a lock ThreadSanitizer sees; Core shares none.
        .target(name: "Locking", path: "Modules/Locking", exclude: ["README.md"]),

        // The contract between feature screens and the line-based menu: Screen, PromptLine, ObservedContent.
        .target(
            name: "TerminalScreen", dependencies: ["Locking"], path: "Modules/TerminalScreen", exclude: ["README.md"]),

        // How a root declares its features and how their wirings cross to each other: a feature's lifetime on its
        // component's type, the declarations a root makes components from, and the crossings a wiring consumes.
        .target(
            name: "Composition", dependencies: ["Core", "TerminalScreen"], path: "Modules/Composition",
            exclude: ["README.md"]),

        // What a feature's fakes share: a member used unset reported to whom they name; a placeholder route by name.
        .target(
            name: "FeatureFakes", dependencies: ["Composition", "Core"], path: "Modules/FeatureFakes",
            exclude: ["README.md"]),

        // MARK: - Infrastructure

        // The crash-safe Codable key-value store. Only the App and the wirings import it.
        .target(name: "Persistence", dependencies: ["Locking"], path: "Modules/Persistence", exclude: ["README.md"]),
        // One value under one key of the store, as each feature's storage protocol is met in its wiring.
        .target(
            name: "FeatureStorage", dependencies: ["Persistence", "TerminalScreen"], path: "App/Wiring/FeatureStorage"),

        // MARK: - Fronts and clients: what the App wires, each knowing no feature but the one it serves

        // The menu front of a terminal app: the menu loop, consoles, the line reader and editor, terminal modes.
        .target(
            name: "TerminalMenu", dependencies: ["Composition", "Locking", "TerminalScreen"],
            path: "Modules/TerminalMenu",
            exclude: ["README.md"]),
        // The app's wiring as a model any front can use: modules, components, edges between features, and
        // their text, Mermaid and DOT exports. No terminal module.
        .target(
            name: "GraphExport", dependencies: ["LifetimeDiagnostics"], path: "Modules/GraphExport",
            exclude: ["README.md"]),
        // One feature run alone at the terminal, over its fakes, with the app's keys and links.
        .target(
            name: "FeatureAlone", dependencies: ["Composition", "TerminalMenu", "TerminalScreen"],
            path: "Modules/FeatureAlone",
            exclude: ["README.md"]),
        // What the app shows of its own wiring at a terminal: the Diagnostics screen, the trace, the screen walk.
        .target(
            name: "Diagnostics",
            dependencies: [
                "Composition", "Core", "GraphExport", "LifetimeDiagnostics", "TerminalMenu", "TerminalScreen",
            ],
            path: "Modules/Diagnostics", exclude: ["README.md"]),
        // What the command line asks for, and the texts it prints for help, the version and a usage error.
        .target(
            name: "CommandLineOptions", dependencies: ["GraphExport", "ProfileUserLive", "TerminalMenu"],
            path: "Modules/CommandLineOptions", exclude: ["README.md"]),
        // Profile's user from live sources: the sample shipped with the app, or a server over HTTP.
        .target(
            name: "ProfileUserLive", dependencies: ["Locking", "ProfileFeature"], path: "Modules/ProfileUserLive",
            exclude: ["README.md"], resources: [.copy("Resources/sample-user.json")]),

        // MARK: - Composition root

        // The only code that knows every module: the root, its main menu, the menu front's adapter, the exit status.
        .target(
            name: "App",
            dependencies: [
                "CommandLineOptions", "Composition", "Core", "Diagnostics", "GraphExport", "LifetimeDiagnostics",
                "Locking", "Persistence", "ProfileUserLive", "TerminalMenu", "TerminalScreen",
            ] + features,
            path: "App",
            exclude: ["README.md", "Main", "Wiring"],
            plugins: ["PackageModules"]
        ),
        // The executable's thin shell: signals and exit status around App's FeatureGraphApp.
        .executableTarget(name: "AppMain", dependencies: ["App", "TerminalMenu"], path: "App/Main"),

        // MARK: - Tests (one target per module, plus the composition root)

        // What several test targets share: child processes with deadlines, temporary directories, a
        // comparable screen outcome, screens driven through the menu's own navigation, another
        // feature's destination, counted, and a task executor with a thread of its own.
        .target(
            name: "TestSupport",
            dependencies: [
                "Composition", "Core", "FeatureFakes", "Locking", "CloseOnExecCalls", "TerminalMenu", "TerminalScreen",
            ],
            path: "Tests/TestSupport"),
        // A pseudo-terminal, a pipe and a connection opened close-on-exec, which Swift's Glibc cannot ask for.
        .target(name: "CloseOnExecCalls", path: "Tests/CloseOnExecCalls"),

        // Each lifetime with real references held and dropped; the tree, its observer, cycles and tasks.
        .testTarget(name: "CoreTests", dependencies: ["Core", "Locking", "TestSupport"]),
        // The body runs holding both locks, and both are free after it: checked at once, never waited for.
        .testTarget(name: "LockingTests", dependencies: ["Locking", "TestSupport"]),
        // The prompt grammar, and ObservedContent derived again only on a change.
        .testTarget(name: "TerminalScreenTests", dependencies: ["TerminalScreen", "TestSupport"]),
        // Declarations and crossings, each use counted; the navigation stack held to a model of a stack over generated runs.
        .testTarget(
            name: "CompositionTests",
            dependencies: ["Composition", "Core", "LifetimeDiagnostics", "TerminalScreen", "TestSupport"]),
        // The line reader and editor, the terminal's modes and the menu loop, at a pseudo-terminal where it counts.
        .testTarget(
            name: "TerminalMenuTests", dependencies: ["Composition", "TerminalMenu", "TerminalScreen", "TestSupport"]),
        // The Diagnostics screen's words, the trace's layout, the graph's three formats and the walk of the screens.
        .testTarget(
            name: "DiagnosticsTests",
            dependencies: [
                "Composition", "Diagnostics", "Core", "LifetimeDiagnostics", "TerminalMenu", "TerminalScreen",
                "TestSupport",
            ]),
        // A fake's member used unset: an issue at the line that made the fakes in a test, one line elsewhere; a root
        // of one feature over its fakes.
        .testTarget(
            name: "FeatureFakesTests",
            dependencies: ["Composition", "Core", "FeatureFakes", "Locking", "TerminalScreen", "TestSupport"]),
        // Each feature's executable alone, run as a person runs it: its screens over its fakes, the app's keys.
        .testTarget(
            name: "FeatureAloneTests", dependencies: ["ProfileAlone", "QuoteAlone", "SettingsAlone", "TestSupport"]),
        // Every flag read, and every command line refused in one plain line.
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions", "GraphExport"]),
        // The shipped sample user and a server's answers, checked like stored values.
        .testTarget(name: "ProfileUserLiveTests", dependencies: ["ProfileUserLive", "ProfileFeature", "TestSupport"]),
        // Lifetimes defined outside Core, on its public extension point only.
        .testTarget(name: "LifetimeExtensionTests", dependencies: ["Core", "LifetimeDiagnostics", "TestSupport"]),
        // The tracker: counts, releases as they happen, the trace; every rule held to a model over generated runs.
        .testTarget(
            name: "LifetimeDiagnosticsTests", dependencies: ["LifetimeDiagnostics", "Core", "Locking", "TestSupport"]),
        // Each check fails the test that breaks it, at the test's line, and a clean test passes.
        .testTarget(name: "LifetimeChecksTests", dependencies: ["LifetimeChecks", "Core", "LifetimeDiagnostics"]),
        // Round trips, migrations, files set aside, failed system calls, kill -9 mid-save, two writers.
        .testTarget(name: "PersistenceTests", dependencies: ["Locking", "Persistence", "SaveLoop", "TestSupport"]),
        // new-feature's names and the package's own: every word the main menu shows, refused as a new feature's.
        .testTarget(name: "FeatureScaffoldTests", dependencies: ["FeatureScaffold"]),
        // The composition root through the menu, the built binary, signals, stored formats (Golden/ holds
        // the exact bytes of each stored type).
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App", "AppMain", "CommandLineOptions", "Composition", "CrashAtAPrompt", "Core", "Diagnostics",
                "FeatureStorage", "GraphExport",
                "LifetimeDiagnostics",
                "Locking",
                "Persistence",
                "ProfileUserLive",
                "TerminalMenu", "TerminalScreen", "TestSupport",
            ]
                + features,
            exclude: ["Golden"]),

        // MARK: - Benchmarks

        // feature-graph-bench: what the component tree costs, beside a hand-wired floor (docs/performance.md).
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "App", "BenchmarkChain", "Composition", "Core", "LifetimeDiagnostics", "Persistence", "SettingsFeature",
                "TerminalMenu", "TerminalScreen",
            ],
            path: "Tests/Benchmarks",
            exclude: ["Chain", "Counted"]
        ),

        // The depth-7 chain on the kernel and by hand, which the benchmark times and feature-graph-count runs
        // under valgrind, so that the counted figures need no release build of the app.
        .target(name: "BenchmarkChain", dependencies: ["Core"], path: "Tests/Benchmarks/Chain"),
        // feature-graph-count: one operation of that chain, repeated, for scripts/count-costs to count under valgrind.
        .executableTarget(
            name: "CountedChain", dependencies: ["BenchmarkChain", "Core", "LifetimeDiagnostics"],
            path: "Tests/Benchmarks/Counted", exclude: ["recorded.json"]),

        // MARK: - Tools

        // Writes the App's module graph from this manifest at build time, for the graph export to read.
        .plugin(name: "PackageModules", capability: .buildTool(), path: "Plugins/PackageModules"),

        // feature-graph-docs: writes the docs' generated blocks from the code and the running app; `--check` in CI.
        .executableTarget(
            name: "DocsTool",
            dependencies: [
                "App", "Core", "Diagnostics", "FeatureScaffold", "LifetimeDiagnostics", "Persistence",
                "ProfileUserLive", "SettingsFeature", "TerminalMenu", "TerminalScreen",
            ],
            path: "Tools/Docs"),

        // new-feature: adds a feature module, its tests and its main-menu entry (docs/adding-a-feature.md).
        .executableTarget(name: "NewFeature", dependencies: ["FeatureScaffold"], path: "Tools/NewFeature"),
        // The files new-feature writes, which the docs quote rendered for Habits.
        .target(name: "FeatureScaffold", path: "Tools/FeatureScaffold"),

        // feature-graph-scale: 10, 50 or 100 features as new-feature writes them, on the kernel and by hand, built and
        // launched.
        .executableTarget(name: "Scale", dependencies: ["FeatureScaffold"], path: "Tools/Scale"),

        // A helper PersistenceTests runs as a separate process: it saves in a loop to be killed mid-write.
        .executableTarget(name: "SaveLoop", dependencies: ["Persistence"], path: "Tests/SaveLoop"),
        // A helper EndToEndTests runs as a separate process: a terminal program that crashes at a prompt.
        .executableTarget(name: "CrashAtAPrompt", dependencies: ["TerminalMenu"], path: "Tests/CrashAtAPrompt"),
    ] + featureTargets,
    swiftLanguageModes: [.v6]
)
