// swift-tools-version: 6.1
import PackageDescription

// Point-Free's SyncUps (the app the Composable Architecture's tutorial builds) ported onto FeatureGraph's
// architecture from outside its package: each screen group a feature with its own dependency protocol,
// component and lifetime, declared by a root of this package's own (docs/adopting.md walks through it). It
// depends on FeatureGraph's library products by path, as a team would by URL
// (`.package(url: "https://example.com/FeatureGraph.git", from: "0.1.0")`), and names no path into its sources.
// SwiftPM names a path dependency after its folder, so the name is read off the path rather than assumed.
// syncups-products: begin
let featureGraph = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "FeatureGraph"
func product(_ name: String) -> Target.Dependency { .product(name: name, package: featureGraph) }
let feature: [Target.Dependency] = [product("Composition"), product("Core"), product("TerminalScreen"), "SyncUpModel"]

/// A feature's four targets: the feature, its fakes, its executable alone, and its unit tests over the fakes.
func feature(_ name: String) -> [Target] {
    [
        .target(name: name, dependencies: feature),
        .target(name: "\(name)Fakes", dependencies: feature + [product("FeatureFakes"), .target(name: name)]),
        .executableTarget(
            name: "\(name)Alone",
            dependencies: feature + [
                product("FeatureAlone"), product("FeatureFakes"), product("TerminalMenu"),
                .target(name: name), .target(name: "\(name)Fakes"),
            ]),
        .testTarget(
            name: "\(name)Tests",
            dependencies: feature + [
                product("FeatureFakes"), product("LifetimeChecks"), .target(name: name),
                .target(name: "\(name)Fakes"), "SyncUpsTestSupport",
            ]),
    ]
}
// syncups-products: end

let package = Package(
    name: "SyncUps",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "syncups", targets: ["SyncUpsMain"]),
        .executable(name: "sync-ups-list-alone", targets: ["SyncUpsListAlone"]),
        .executable(name: "sync-up-detail-alone", targets: ["SyncUpDetailAlone"]),
        .executable(name: "sync-up-form-alone", targets: ["SyncUpFormAlone"]),
        .executable(name: "record-meeting-alone", targets: ["RecordMeetingAlone"]),
    ],
    dependencies: [.package(path: "../..")],
    targets: [
        // A sync-up, its attendees and meetings, and the rules every feature shares: values, no screen.
        .target(name: "SyncUpModel", dependencies: [product("TerminalScreen")]),
        // The root, a wiring per feature and the adapters between features, the store, the command line.
        .target(
            name: "SyncUpsApp",
            dependencies: [
                product("Composition"), product("Core"), product("Persistence"), product("TerminalMenu"),
                product("TerminalScreen"), "SyncUpModel", "SyncUpsList", "SyncUpDetail", "SyncUpForm", "RecordMeeting",
            ]),
        // `syncups`: the app's thin shell, its exit status.
        .executableTarget(name: "SyncUpsMain", dependencies: [product("TerminalMenu"), "SyncUpsApp"]),
        // The rules of the model: changes applied to what is stored, held to a model over generated runs, and stored
        // files refused in one line.
        .testTarget(name: "SyncUpModelTests", dependencies: ["SyncUpModel", "SyncUpsTestSupport"]),
        // The whole app, in process and as a person runs it with piped input.
        .testTarget(
            name: "SyncUpsAppTests",
            dependencies: [
                product("Persistence"), product("TerminalMenu"), "PseudoTerminal", "SyncUpModel", "SyncUpsApp",
                "SyncUpsMain",
            ]),
        // A pseudo-terminal for the app's session at a terminal, which Swift's Glibc module cannot open.
        .target(name: "PseudoTerminal", path: "Tests/PseudoTerminal"),
        // What the tests share: a clock they move, for the meeting's timer, and lines typed at a root's stack.
        .target(
            name: "SyncUpsTestSupport",
            dependencies: [
                product("Composition"), product("Core"), product("FeatureFakes"), product("TerminalScreen"),
            ],
            path: "Tests/SyncUpsTestSupport"),
    ]
        + feature("SyncUpsList")
        + feature("SyncUpDetail")
        + feature("SyncUpForm")
        + feature("RecordMeeting"),
    swiftLanguageModes: [.v6]
)
