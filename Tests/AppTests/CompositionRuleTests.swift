import Foundation
import LifetimeDiagnostics
import Persistence
import ProfileUserLive
import SettingsFeature
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// What the compiler cannot refuse in App, which imports every module and may call any public initializer,
/// held by tests that name the file or the edge to fix.
@MainActor
@Suite(.limitForATest) struct CompositionRuleTests {
    /// A feature's component is made by the root's declarations alone, which the compiler holds; what App can
    /// still make is a tree of its own, a root and components under it, in a wiring or an adapter, behind a
    /// closure, which the graph does not draw. Named with its file and line.
    @Test func aFeaturesComponentIsMadeOnlyByTheRootsDeclarations() throws {
        let folder = PackageFiles.root.appendingPathComponent("App")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 10)
        for file in files {
            let path = String(file.path.dropFirst(PackageFiles.root.path.count + 1))
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let made = line.matches(of: /\b([A-Z]\w*Component)\(|:\s*(BootstrapComponent)\b/).map {
                    String($0.output.1 ?? $0.output.2 ?? "")
                }
                for type in made
                where type != "RootComponent"
                    && !(path.hasSuffix("RootComponent.swift") && type == "BootstrapComponent")
                {
                    Issue.record(
                        """
                        \(path):\(number + 1) makes \(type) itself: a feature's component is made by the root's \
                        declaration; reach another feature through a crossing the root hands the wiring ($0.reading, $0.opening)
                        """)
                }
            }
        }
    }

    /// Every data edge the graph draws is read: by a screen a walk of the app shows, or by a reminder when
    /// one fires. An edge wired that nothing reads would be drawn as real; it fails here, named.
    @Test func everyDataEdgeDrawnIsReadByAScreenOrAReminder() async {
        let clock = ManualClock()
        let inbox = MenuEvents()
        let tree = RootComponent(
            tracker: nil, clock: DayClock(clock: clock) { .seconds(9 * 3600 + 14 * 60) + clock.now.offset },
            userSource: SampleUserFile(), reminderInbox: inbox, storeLocation: "in memory only",
            openStore: { InMemoryKeyValueStore() }
        ).boot()
        _ = await tree.root.walkEveryScreen()
        await clock.untilSleeping()
        clock.advance(by: .seconds(60))
        await firstElement("a reminder", of: inbox.stream)
        for edge in tree.root.featureEdges where edge.kind == .data {
            #expect(
                tree.root.edgeUses[edge, default: 0] > 0,
                "\(edge.from) -> \(edge.to) through \(edge.through) is wired, and nothing a person sees reads it")
        }
    }
}
