// swift-tools-version: 6.0
import PackageDescription

// Uber Needle's sample app, TicTacToe (Sample/MVC: Root, LoggedOut, LoggedIn, Game and ScoreSheet
// components), ported onto FeatureGraph's Core: docs/from-needle.md walks through it line by line. It
// depends on the Core product by path, as Examples/Checkout does, and its tests on LifetimeChecks too: the
// checks a team's own tests add with one line.
// SwiftPM names a path dependency after its folder, so the name is read off the path rather than assumed.
let featureGraph = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "FeatureGraph"

let package = Package(
    name: "TicTacToe",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "TicTacToe", dependencies: [.product(name: "Core", package: featureGraph)]),
        .testTarget(
            name: "TicTacToeTests",
            dependencies: [
                "TicTacToe",
                .product(name: "Core", package: featureGraph),
                .product(name: "LifetimeChecks", package: featureGraph),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
