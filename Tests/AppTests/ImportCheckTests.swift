import Foundation
import TestSupport
import Testing

@testable import App

/// The arrows between modules, held against every source file of the package: each `import` of a project
/// module is a dependency its target declares (SwiftPM's own check misses transitive imports on Linux);
/// Core and Locking depend on no module of the project, TerminalScreen and Persistence on Locking at most,
/// Composition on Core and TerminalScreen, and a feature (a target named `…Feature`) on Core, Composition
/// and TerminalScreen alone; a feature's fakes and its executable alone on no other feature, wiring, store or App.
/// The targets are the ones
/// the build read from Package.swift (`PackageModules`).
@Suite struct ImportCheckTests {
    @Test func everyImportIsADeclaredDependencyAndEveryModuleKeepsItsPlace() throws {
        let paths = PackageModules.targets.map(\.path)
        let sources = try PackageModules.targets.flatMap { target in
            // A folder inside the target's that is another target's (App/Wiring/Quote in App) is that target's.
            let inner = paths.filter { $0.hasPrefix(target.path + "/") }
            return try Self.sources(in: PackageFiles.root.appendingPathComponent(target.path)).filter { file in
                !inner.contains { file.path.hasPrefix($0 + "/") }
            }.map { (target.name, $0.path, $0.text) }
        }
        #expect(sources.count > 100)
        #expect(ImportCheck.problems(in: sources).isEmpty, "\(ImportCheck.problems(in: sources))")
    }

    /// A wiring target declares no root: no type in a wiring's objects linked into the app conforms to
    /// `FeatureRoot`, as their conformance records say (demangled), while App's show its one root. A root of a
    /// wiring's own would make its own stack and components, which the app's tracker never sees; Swift cannot
    /// refuse the declaration. The objects are the ones the app's link lists, not whatever a build folder kept.
    @Test(.enabled(if: ["/usr/bin/nm", "/bin/sh"].allSatisfy(FileManager.default.isExecutableFile(atPath:))))
    func noWiringTargetDeclaresARoot() async throws {
        let linked = try String(
            contentsOf: ChildProcess.builtProduct("feature-graph.product").appendingPathComponent(
                "Objects.LinkFileList"),
            encoding: .utf8
        ).split(separator: "\n").map(String.init)
        let roots = { (target: String) async throws -> [String] in
            let objects = linked.filter { $0.contains("/\(target).build/") }.map { "'\($0)'" }
            #expect(!objects.isEmpty, "no object of \(target) is linked into the app")
            let listing = try ChildProcess(
                URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "nm \(objects.joined(separator: " ")) | swift demangle"])
            let ended = try await listing.finish(within: WaitLimit.forAnEvent)
            #expect(ended.status == 0, "\(ended.errors)")
            return ended.output.split(separator: "\n").compactMap { line in
                line.range(of: "protocol conformance descriptor for ").map { String(line[$0.upperBound...]) }
            }.filter { $0.contains(" : Composition.FeatureRoot in ") }
        }
        #expect(try await roots("App") == ["App.RootComponent : Composition.FeatureRoot in App"])
        let wirings = PackageModules.targets.filter { $0.path.hasPrefix("App/Wiring/") }.map(\.name)
        #expect(wirings.count >= 4)
        for wiring in wirings {
            #expect(try await roots(wiring) == [], "\(wiring) declares a root")
        }
    }

    /// Every module folder says what it is in a README.md of its own, the ones new-feature writes too.
    @Test func everyModuleFolderHasAReadme() throws {
        let modules = PackageFiles.root.appendingPathComponent("Modules")
        let folders = try FileManager.default.contentsOfDirectory(atPath: modules.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: modules.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        #expect(folders.count >= 23)
        let without = folders.filter {
            !FileManager.default.fileExists(atPath: modules.appendingPathComponent("\($0)/README.md").path)
        }
        #expect(without.isEmpty, "no README.md in \(without.sorted())")
    }

    /// The fixture `FeatureImportsAFeature` (Tests/CompileSafety), as a file of Quote: refused, in the words
    /// its `// Expect:` line gives; the docs' table of compile-time proofs lists it with the others.
    @Test func aFeatureImportingAnotherFeatureIsRefused() throws {
        let fixture = try PackageFiles.text("Tests/CompileSafety/FeatureImportsAFeature.swift")
        let expected = try #require(fixture.firstMatch(of: /\/\/ Expect: (.*)/)).output.1
        let problems = ImportCheck.problems(in: [
            ("QuoteFeature", "Modules/Quote/FeatureImportsAFeature.swift", fixture)
        ])
        #expect(problems == [String(expected)])
    }

    /// Quote alone, or its fakes, reaching another feature, a wiring or the App: refused, naming what it declares.
    @Test func aFeatureAloneDependingOnAnotherFeatureIsRefused() {
        let targets =
            PackageModules.targets.filter { !["QuoteAlone", "QuoteFakes"].contains($0.name) } + [
                .init(
                    name: "QuoteAlone", kind: "executable", path: "Modules/QuoteAlone",
                    dependencies: ["FeatureAlone", "QuoteFakes", "QuoteFeature", "SettingsFeature"], about: ""),
                .init(
                    name: "QuoteFakes", kind: "generic", path: "Modules/QuoteFakes",
                    dependencies: ["App", "FeatureFakes", "QuoteFeature", "QuoteWiring"], about: ""),
            ]
        #expect(
            ImportCheck.problems(in: [], targets: targets) == [
                "import check: QuoteAlone may build QuoteFeature alone, but declares [\"SettingsFeature\"]",
                "import check: QuoteFakes may build QuoteFeature alone, but declares [\"App\", \"QuoteWiring\"]",
            ])
    }

    /// A wiring that could make a root or a component itself — Core's initializers, TestSupport's helper that
    /// makes one as a declaration does, or a feature's fakes — is refused, naming what it declares.
    @Test func aWiringDependingOnWhatMakesComponentsIsRefused() {
        let targets =
            PackageModules.targets.filter { $0.name != "QuoteWiring" } + [
                .init(
                    name: "QuoteWiring", kind: "generic", path: "App/Wiring/Quote",
                    dependencies: [
                        "Composition", "Core", "FeatureStorage", "Persistence", "QuoteFeature", "SettingsFakes",
                        "SettingsFeature", "TestSupport",
                    ], about: "")
            ]
        #expect(
            ImportCheck.problems(in: [], targets: targets) == [
                "import check: wiring QuoteWiring may depend on features, Composition, FeatureStorage, Persistence and "
                    + "TerminalScreen alone, not [\"Core\", \"SettingsFakes\", \"TestSupport\"]: a component is made by "
                    + "the root's declaration"
            ])
    }

    private static func sources(in folder: URL) throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap {
            $0 as? URL
        }
        return try (files ?? []).filter { $0.pathExtension == "swift" }.map { file in
            (
                String(file.path.dropFirst(PackageFiles.root.path.count + 1)),
                try String(contentsOf: file, encoding: .utf8)
            )
        }
    }
}

/// The rules, over sources given as (target, path, text).
enum ImportCheck {
    /// What each foundational module may depend on: nothing of the project's but the lock type.
    static let foundational: [String: Set<String>] = [
        "Core": [], "Locking": [], "TerminalScreen": ["Locking"], "Persistence": ["Locking"],
        "Composition": ["Core", "TerminalScreen"],
    ]
    static let featureMayImport: Set<String> = ["Composition", "Core", "TerminalScreen"]
    /// What a wiring may depend on besides features: no Core, so it cannot name a root or a component to make
    /// one, and no test support or fakes, whose helpers make components.
    static let wiringMayImport: Set<String> = ["Composition", "FeatureStorage", "Persistence", "TerminalScreen"]

    static func problems(
        in sources: [(target: String, path: String, text: String)],
        targets: [PackageModules.Target] = PackageModules.targets
    ) -> [String] {
        let declared = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, Set($0.dependencies)) })
        // A feature is a module of its own folder under Modules/ named for it (QuoteFeature), not a tool.
        let features = Set(
            targets.filter { $0.name.hasSuffix("Feature") && $0.path.hasPrefix("Modules/") }.map(\.name))
        var problems: [String] = []
        for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            if let allowed = foundational[name], !dependencies.isSubset(of: allowed) {
                problems.append(
                    "import check: \(name) may depend on \(allowed.sorted()), but declares \(dependencies.sorted())")
            }
            // A feature's fakes and its executable alone (QuoteFakes, QuoteAlone) build that feature alone.
            if let feature = ["Fakes", "Alone"].lazy.compactMap({ name.hasSuffix($0) ? name.dropLast($0.count) : nil })
                .first.map({ "\($0)Feature" }), features.contains(feature)
            {
                let elsewhere = dependencies.filter {
                    $0 != feature
                        && (features.contains($0) || $0.hasSuffix("Wiring") || ["App", "Persistence"].contains($0))
                }
                if !elsewhere.isEmpty {
                    problems.append(
                        "import check: \(name) may build \(feature) alone, but declares \(elsewhere.sorted())")
                }
            }
            if targets.first(where: { $0.name == name })?.path.hasPrefix("App/Wiring/") == true {
                let outside = dependencies.subtracting(features).subtracting(wiringMayImport)
                if !outside.isEmpty {
                    problems.append(
                        "import check: wiring \(name) may depend on features, Composition, FeatureStorage, Persistence and "
                            + "TerminalScreen alone, not \(outside.sorted()): a component is made by the root's declaration"
                    )
                }
            }
            if features.contains(name), !dependencies.isSubset(of: featureMayImport) {
                problems.append(
                    "import check: feature \(name) may depend on Core, Composition and TerminalScreen alone, not \(dependencies.sorted())"
                )
            }
        }
        for (target, path, text) in sources {
            let code = text.replacing(/"""[\s\S]*?"""/, with: "").replacing(/\/\/[^\n]*/, with: "")
            let imports =
                /(?m)^[ \t]*(?:@[\w()]+[ \t]+)*(?:\w+[ \t]+)?import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)/
            for match in code.matches(of: imports) {
                let module = String(match.output.1)
                guard declared[module] != nil, module != target, declared[target]?.contains(module) == false else {
                    continue
                }
                problems.append(
                    "import check: \(path): imports \(module), which target \(target) does not declare as a dependency")
            }
        }
        return problems
    }
}
