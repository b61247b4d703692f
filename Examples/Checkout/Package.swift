// swift-tools-version: 6.0
import PackageDescription

// Another team's package using FeatureGraph's kernel as a library: it depends on the Core product by path
// here, as it would by URL (`.package(url: "https://example.com/FeatureGraph.git", from: "0.1.0")`).
// SwiftPM names a path dependency after its folder, so the name is read off the path rather than assumed.
let featureGraph = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "FeatureGraph"
let core = Target.Dependency.product(name: "Core", package: featureGraph)

let package = Package(
    name: "Checkout",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // Lifetimes Core does not have, written on its public extension point: object graph, per key, and
        // kept until reset.
        .target(name: "ShopLifetimes", dependencies: [core]),
        // A checkout tree with every lifetime once; exits 1 if one breaks its promise.
        .executableTarget(name: "Checkout", dependencies: [core, "ShopLifetimes"]),
        // Each of those lifetimes with real references held and dropped, and as the kernel reports it.
        .testTarget(name: "ShopLifetimesTests", dependencies: [core, "ShopLifetimes"]),
    ],
    swiftLanguageModes: [.v6]
)
