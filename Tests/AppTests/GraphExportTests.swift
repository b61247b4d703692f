import Diagnostics
import Foundation
import GraphExport
import LifetimeDiagnostics
import Locking
import Persistence
import ProfileFeature
import ProfileUserLive
import QuoteFeature
import SettingsFeature
import TerminalScreen
import TestSupport
import Testing

@testable import App
@testable import Composition

/// `feature-graph graph`: read from what the code declares, in three formats.
@MainActor
@Suite(.limitForATest) struct GraphExportTests {

    /// The module graph is the App and every module it is made of, directly or not, each with the modules its
    /// target depends on, as the build read Package.swift; ImportCheckTests holds the imports to the same.
    @Test func theModuleGraphIsWhatThePackageDeclares() async throws {
        let graph = await RootComponent.declaredGraph()
        let declared = Dictionary(uniqueKeysWithValues: PackageModules.targets.map { ($0.name, $0.dependencies) })
        #expect(graph.modules["App"] == declared["App"])
        for (module, imports) in graph.modules {
            #expect(declared[module] == imports, "\(module)")
            #expect(imports.allSatisfy { graph.modules[$0] != nil }, "\(module)")
        }
        #expect(graph.modules["Core"] == [] && graph.modules["TestSupport"] == nil)
    }

    /// The tree is rooted at the App's root, every other component sits under a component of the tree,
    /// and the graph shows a component below a feature's (Profile's session and its page).
    @Test func theTreeHangsFromTheRoot() async {
        let graph = await RootComponent.declaredGraph()
        let paths = Set(graph.components.map(\.path))
        #expect(
            graph.components.first.map { [$0.path, $0.component.name, $0.component.module] } == [
                "^->Root", "RootComponent", "App",
            ])
        for node in graph.components.dropFirst() {
            #expect(node.parentPath.map(paths.contains) == true, "\(node.path)")
        }
        #expect(graph.components.contains { $0.path.components(separatedBy: "->").count > 4 })
    }

    /// Features reach each other in both directions, by data and by navigation, yet none imports another:
    /// each edge goes between two feature modules that Package.swift keeps apart.
    @Test func featuresReachEachOtherWithoutImportingEachOther() async throws {
        let graph = await RootComponent.declaredGraph()
        let features = Set(graph.modules.keys.filter { $0.hasSuffix("Feature") })
        #expect(graph.featureEdges.count >= 4)
        #expect(graph.featureEdges.filter { $0.kind == .navigation }.count >= 2)
        #expect(
            graph.featureEdges.contains { edge in
                graph.featureEdges.contains { $0.from == edge.to && $0.to == edge.from }
            })
        for edge in graph.featureEdges {
            #expect(features.contains(edge.from) && features.contains(edge.to) && edge.from != edge.to, "\(edge)")
            #expect(graph.modules[edge.from]?.contains(edge.to) == false, "\(edge.from) imports \(edge.to)")
        }
    }

    /// Drawing the graph takes no choice and answers no prompt: over a store that refuses every write and a
    /// user source that refuses a second load (a sign-out's), it draws what the command prints, and nothing
    /// was written or loaded again.
    @Test func drawingTheGraphRunsNoScreensAction() async {
        let store = RefusingStore()
        let users = OneLoadUserSource()
        let graph = await RootComponent.declaredGraph(openStore: { store }, userSource: users)
        #expect(store.writes == 0)
        #expect(users.loads == 1)
        await #expect(AppRun(["graph"], input: "").output == GraphFormat.text.render(graph))
    }

    /// The edges the wirings of Quote, Settings and Profile cross, said here in words of their own: a change
    /// to the edges between them is a change to this list, made on purpose.
    @Test func theWiringsCrossTheEdgesListedHere() {
        let root = RootComponent.sample(tracker: nil).root
        let these: Set = ["QuoteFeature", "SettingsFeature", "ProfileFeature"]
        let crossed = root.featureEdges.filter { these.contains($0.from) }
            .map { "\($0.from) -> \($0.to): \($0.kind), through \($0.through)" }
        #expect(
            crossed == [
                "ProfileFeature -> QuoteFeature: data, through FavouriteQuoteSource",
                "ProfileFeature -> QuoteFeature: navigation, through QuoteDestination.edit",
                "QuoteFeature -> SettingsFeature: navigation, through SettingsDestination.settings",
                "SettingsFeature -> QuoteFeature: data, through ReminderSubject",
            ],
            "the wirings in App/Wiring cross other edges than this test lists: change the list if that was meant")
    }

    /// Every navigation edge the graph draws is taken by a screen: a walk of every screen opens each route at
    /// least once. A route wired that no screen offers would be drawn as real; it fails here, named.
    @Test func everyNavigationEdgeDrawnIsTakenByAScreenOfAWalk() async {
        let tree = RootComponent.sample(tracker: LifetimeTracker())
        _ = await tree.root.walkEveryScreen()
        for edge in tree.root.featureEdges where edge.kind == .navigation {
            #expect(
                tree.root.edgeUses[edge, default: 0] > 0,
                "\(edge.from) -> \(edge.to) through \(edge.through) is wired, and no screen of a walk opens it")
        }
    }

    /// A wiring holds nothing of another feature's module but through a crossing: an adapter that made
    /// another feature's model itself, and so was never drawn, is named with the file to change.
    @Test func aWiringHoldsNoOtherFeaturesValueButThroughACrossing() {
        let root = RootComponent.sample(tracker: nil).root
        for feature in root.features {
            let own = Self.module(of: feature.componentType)
            let wiring = feature.wiringReadAlone(in: root).wiring
            let strays = Self.heldTypes(in: wiring).filter { $0.hasSuffix("Feature") && $0 != own }
            #expect(
                strays.isEmpty,
                """
                \(type(of: wiring)) holds values of \(strays.sorted()) outside a crossing: reach another feature \
                through a crossing the root hands the wiring, read by an adapter of the wiring, so the edge is drawn
                """)
        }
    }

    /// The modules of the values `value` holds, a few levels down, not looking past a crossing's `Reach` or
    /// `Route`.
    private static func heldTypes(in value: Any, depth: Int = 4) -> Set<String> {
        let name = String(reflecting: type(of: value))
        guard depth > 0, !name.hasPrefix("Composition.Reach<"), !name.hasPrefix("Composition.AnyDestination<") else {
            return []
        }
        return Mirror(reflecting: value).children.reduce(into: [module(of: type(of: value))]) { modules, child in
            modules.formUnion(heldTypes(in: child.value, depth: depth - 1))
        }
    }

    private static func module(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }

    /// An edge leaves from the feature whose wiring crosses, and reaches the feature whose component it crosses
    /// to, through what the first names: read off the types, never written by hand.
    @Test func anEdgeIsReadOffTheFeaturesItJoinsAndWhatItCrossesThrough() {
        let root = RootComponent.sample(tracker: nil).root
        #expect(
            root.quote.wiringReadAlone(in: root).crossings.map { FeatureEdge($0.0) } == [
                FeatureEdge(
                    .navigation, from: QuoteComponent.self, to: SettingsComponent.self,
                    through: "SettingsDestination.settings")
            ])
        let favourite = FeatureEdge(
            .data, from: (any FavouriteQuoteSource).self, to: QuoteComponent.self, through: "FavouriteQuoteSource")
        #expect(
            [favourite.from, favourite.to, favourite.through] == [
                "ProfileFeature", "QuoteFeature", "FavouriteQuoteSource",
            ])
    }

    /// Edges are listed by the feature using, then the feature reached, then their kind, then the protocol
    /// each goes through, so the graph reads the same on every run.
    @Test func edgesAreOrderedByTheFeaturesTheyJoinThenKindThenProtocol() {
        let ordered = [
            FeatureEdge(.navigation, from: (any AlphaNeed).self, to: QuoteComponent.self, through: "AlphaNeed"),
            FeatureEdge(.data, from: (any AlphaNeed).self, to: SettingsComponent.self, through: "AlphaNeed"),
            FeatureEdge(.navigation, from: (any AlphaNeed).self, to: SettingsComponent.self, through: "AlphaNeed"),
            FeatureEdge(.navigation, from: (any BetaNeed).self, to: SettingsComponent.self, through: "BetaNeed"),
            FeatureEdge(
                .data, from: (any FavouriteQuoteSource).self, to: QuoteComponent.self, through: "FavouriteQuoteSource"),
        ]
        #expect(ordered.reversed().sorted() == ordered)
    }

    /// A nested type keeps its enclosing type in its name: only the first dot ends the module.
    @Test func aNestedTypeKeepsItsEnclosingTypeInItsName() {
        #expect(
            QualifiedName(of: FeatureEdge.Kind.self) == QualifiedName(module: "GraphExport", name: "FeatureEdge.Kind"))
    }

    /// A protocol's existential is named as the protocol, its module whole; Swift prints one with a primary
    /// associated type `any …`, which is cut, nothing more or less.
    @Test func aNeedIsNamedAsItsProtocol() {
        #expect(
            QualifiedName(of: (any FavouriteQuoteSource).self)
                == QualifiedName(module: "ProfileFeature", name: "FavouriteQuoteSource"))
        #expect(QualifiedName(of: (any ItemSource<Int>).self) == QualifiedName(module: "AppTests", name: "ItemSource"))
    }

    /// A prompt's screen is listed with the prompts Enter leads to after it: Edit quote asks for the text,
    /// then the author; a screen of three prompts lists the two after the first.
    @Test func theWalkListsThePromptsEnterLeadsTo() throws {
        let tree = RootComponent.sample(tracker: nil)
        var navigation = tree.root.navigation()
        let edit = try #require(ScreenWalk.steps(on: &navigation).first { $0.screen.title == "Edit quote" })
        #expect(edit.laterPrompts == ["Author"])
        let prompts = ScreenStack(ThreePrompts())
        #expect(ScreenWalk.steps(on: &prompts.navigation).first?.laterPrompts == ["Second", "Third"])
    }

    /// The walk goes one level deeper per screen opened, and no deeper than it is told.
    @Test func theWalkCountsTheDepthOfEachScreen() {
        let tree = RootComponent.sample(tracker: nil)
        var navigation = tree.root.navigation()
        let steps = ScreenWalk.steps(on: &navigation)
        let depths = Dictionary(steps.map { ($0.screen.title, $0.depth) }, uniquingKeysWith: min)
        #expect(depths["FeatureGraph"] == 0)
        #expect(depths["Quote"] == 1)
        #expect(depths["Edit quote"] == 2)
        #expect(depths["Change schedule — step 2 of 3"] == 3)  // reached by answering step 1's prompt
        let shallow = ScreenWalk.steps(on: &navigation, maximumDepth: 1)
        #expect(shallow.allSatisfy { $0.depth <= 1 })
        #expect(shallow.contains { $0.depth == 1 })
        #expect(navigation.depth == 1)
    }

    @Test func textListsModulesThenComponentsThenFeatureEdges() async {
        let graph = await RootComponent.declaredGraph()
        let text = GraphFormat.text.render(graph)
        #expect(text.hasPrefix("Modules (each imports)\n"))
        #expect(text.contains("\n  QuoteFeature -> Composition, Core, TerminalScreen\n"))
        // One blank line between the sections, and none within one.
        #expect(text.contains("\n\nComponents (path, class, module)\n  ^->Root  RootComponent (App)\n"))
        #expect(text.components(separatedBy: "\n\n").map { $0.prefix(8) } == ["Modules ", "Componen", "Feature "])
        #expect(
            text.contains("\n  QuoteFeature -> SettingsFeature: navigation, through SettingsDestination.settings\n"))
    }

    @Test func mermaidDrawsEachTreeEdgeAndEachFeatureEdge() async {
        let graph = await RootComponent.declaredGraph()
        let mermaid = GraphFormat.mermaid.render(graph)
        #expect(mermaid.hasPrefix("flowchart TD\n    subgraph Modules\n"))
        #expect(mermaid.contains("    end\n    subgraph Components\n"))
        #expect(mermaid.contains("    end\n    subgraph Features\n"))
        #expect(
            mermaid.contains("        feature_SettingsFeature -->|\"data: ReminderSubject\"| feature_QuoteFeature\n"))
        #expect(
            mermaid.contains(
                "        feature_ProfileFeature -.->|\"navigation: QuoteDestination.edit\"| feature_QuoteFeature\n")
        )
        #expect(mermaid.hasSuffix("    end\n"))
        // Modules in order, so the committed diagrams change only when the graph does.
        let modules = mermaid.matches(of: /module_(\w+)\["/).map { String($0.output.1) }
        #expect(modules == modules.sorted())
        #expect(modules.count == graph.modules.count)
        #expect(mermaid.contains("        component_Root --> component_Root_Quote\n"))
        #expect(mermaid.contains("        module_QuoteFeature --> module_Core\n"))
    }

    /// A feature that edges only reach, with none of its own, is a node of the Features group all the same,
    /// in both diagrams.
    @Test func aFeatureThatEdgesOnlyReachIsANodeInBothDiagrams() {
        let edge = FeatureEdge(.data, from: (any AlphaNeed).self, to: QuoteComponent.self, through: "AlphaNeed")
        let graph = ComponentGraph(modules: [:], records: [], featureEdges: [edge])
        #expect(GraphFormat.mermaid.render(graph).contains("        feature_QuoteFeature[\"QuoteFeature\"]\n"))
        #expect(GraphFormat.dot.render(graph).contains("        feature_QuoteFeature [label=\"QuoteFeature\"];\n"))
    }

    @Test func dotIsOneDigraphWithItsThreeClusters() async {
        let graph = await RootComponent.declaredGraph()
        let dot = GraphFormat.dot.render(graph)
        #expect(dot.hasPrefix("digraph FeatureGraph {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.contains("component_Root_Profile -> component_Root_Profile_ProfileSession;"))
        // Every node an edge names is declared once, with its label: a module by its name, a component by
        // its class and path.
        let edges = dot.matches(of: /(\w+) -> (\w+)/).flatMap { [String($0.output.1), String($0.output.2)] }
        for node in Set(edges) {
            #expect(dot.components(separatedBy: "        \(node) [label=\"").count == 2, "\(node) is not declared once")
        }
        for (cluster, label) in [("modules", "Modules"), ("components", "Components"), ("features", "Features")] {
            #expect(dot.contains("    subgraph cluster_\(cluster) {\n        label=\"\(label)\";\n"))
        }
        #expect(dot.contains("        module_Core [label=\"Core\"];"))
        #expect(dot.contains("        component_Root [label=\"RootComponent\\n^->Root\"];"))
        #expect(
            dot.contains(
                "feature_QuoteFeature -> feature_SettingsFeature [label=\"navigation: SettingsDestination.settings\", "
                    + "style=dashed];"
            ))
    }

    @Test func theGraphCommandPrintsEachFormatAndRefusesAnUnknownOneWith64() async {
        let graph = await RootComponent.declaredGraph()
        await #expect(AppRun(["graph"], input: "").output == GraphFormat.text.render(graph))
        await #expect(AppRun(["graph", "--format", "dot"], input: "").output == GraphFormat.dot.render(graph))
        let unknown = await AppRun(["graph", "--format=svg"], input: "")
        #expect(unknown.status == .usage)
        #expect(
            unknown.errors
                == "feature-graph: unknown graph format 'svg'; choose text, mermaid or dot "
                + "('feature-graph --help' shows the usage)\n")
    }
}

/// A store whose every write fails, counting the attempts.
@MainActor
private final class RefusingStore: KeyValueStore {
    private(set) var writes = 0

    func value<Value>(for key: StoreKey<Value>) -> Value? { nil }

    func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping @Sendable (inout Value) -> Void,
        completion: @escaping @Sendable (Result<Value, StoreError>) -> Void
    ) {
        writes += 1
        completion(.failure(StoreError(path: key.name, reason: "this store refuses every write")))
    }

    func replace<Value>(
        _ read: StoreRead<Value>, with value: Value,
        completion: @escaping @Sendable (Result<Replacement<Value>, StoreError>) -> Void
    ) {
        writes += 1
        completion(.failure(StoreError(path: read.key.name, reason: "this store refuses every write")))
    }

    func flush() async {}

    var isWriting: Bool { false }
}

/// The sample user once; a second load, which only a new session (a sign-out, another viewer) asks for,
/// fails.
private final class OneLoadUserSource: ProfileUserSource {
    struct SecondLoad: Error {}
    private let count = Locked(0)

    var loads: Int { count.withLock { $0 } }

    func loadUser() async throws -> ProfileUser {
        let load = count.withLock { count in
            count += 1
            return count
        }
        guard load == 1 else { throw SecondLoad() }
        return try await SampleUserFile().loadUser()
    }
}

/// A screen of three prompts, Enter going from each to the next and closing after the last.
@MainActor
private final class ThreePrompts: Screen {
    let feature = "Test"
    let title = "Three prompts"
    let content: [String] = []
    private var answered = 0

    var request: ScreenRequest {
        .prompt(["First", "Second", "Third"][answered]) { _ in
            self.answered += 1
            return self.answered < 3 ? .stay() : .close()
        }
    }
}

/// Two needs of one test feature, for the order of edges that differ only in their protocol.
protocol AlphaNeed {}
protocol BetaNeed {}

/// A need with a primary associated type, which Swift prints as `any ItemSource<…>`.
protocol ItemSource<Item> {
    associatedtype Item
}
