import Core
import LifetimeDiagnostics
import ProfileFeature
import QuoteFeature
import TerminalMenu
import TerminalScreen
import TestSupport
import Testing

@testable import App
@testable import Composition

/// A feature opens another's screen through a protocol it declares, and Back returns to the screen that
/// opened it: typed into the real menu over the real root, and checked on where the user is, the
/// navigation value the menu keeps.
@MainActor
@Suite(.limitForATest) struct CrossFeatureNavigationTests {
    @Test func theProfileOpensTheQuoteFeaturesEditorTwoLevelsDown() {
        let menu = TypedMenu()
        menu.type("3", "4")
        #expect(menu.features == ["App", "ProfileFeature", "QuoteFeature"])
        #expect(menu.top is EditQuoteScreen)
    }

    /// After the editor's last prompt, the Profile is on top again and shows the saved quote at once.
    @Test func savingTheEditReturnsToTheProfileShowingTheSavedQuote() async {
        let menu = TypedMenu()
        menu.type("3", "4", "Stay hungry.", "Stewart Brand")
        #expect(menu.features == ["App", "ProfileFeature"])
        #expect(menu.top is ProfileScreen)
        await ended(menu.top.loading)
        #expect(
            menu.top.content.contains("Favourite quote: \u{201C}Stay hungry.\u{201D} \u{2014} Stewart Brand")
        )
    }

    @Test func leavingTheEditorReturnsToTheProfileWithTheQuoteUnchanged() {
        let menu = TypedMenu()
        menu.type("3", "4", "b")
        #expect(menu.features == ["App", "ProfileFeature"])
        #expect(menu.tree.root.component(\.quote).modelController.quote == .default)
    }

    @Test func theQuoteOpensNotificationSettingsAndBackReturnsToTheQuote() {
        let menu = TypedMenu()
        menu.type("1", "2")
        #expect(menu.features == ["App", "QuoteFeature", "SettingsFeature"])
        menu.type("b")
        #expect(menu.features == ["App", "QuoteFeature"])
        #expect(menu.top is QuoteScreen)
    }

    /// A flow opened from another feature's screen closes back to that screen, not further.
    @Test func aFlowOpenedThroughAnotherFeatureClosesToTheScreenThatOpenedIt() {
        let menu = TypedMenu()
        menu.type("1", "2", "1", "08:00")
        #expect(
            menu.features == [
                "App", "QuoteFeature", "SettingsFeature", "SettingsFeature", "SettingsFeature",
            ])
        menu.type("c")
        #expect(menu.features == ["App", "QuoteFeature", "SettingsFeature"])
    }

    /// The screens another feature opened are released once closed; the Quote component stays, kept for
    /// the run, and the Profile component, one per visit, goes with its last screen.
    @Test func whatAnotherFeatureOpenedIsReleasedWhenClosed() {
        let tracker = LifetimeTracker()
        let menu = TypedMenu(tracker: tracker)
        menu.type("3", "4")
        weak let editor = menu.top
        menu.type("b", "b")
        #expect(menu.depth == 1)
        #expect(editor == nil)
        let alive = Dictionary(tracker.records.map { ($0.typeName, $0.alive) }) { first, _ in first }
        #expect(alive["ProfileComponent"] == 0)
        #expect(alive["QuoteComponent"] == 1)
    }

    /// Diagnostics lists every declared edge with how many times this run used it: Remind me of it takes
    /// Quote's route to Notification settings once; no reminder has read the quote yet, and Profile was never
    /// opened. A blank line sets the edges apart from the lifetimes above them.
    @Test func diagnosticsCountsEachEdgeThisRunUsed() async {
        let run = await AppRun(input: "1\n2\nb\nb\n4\nq\n")

        let shown =
            run.output.components(
                separatedBy: "how many times this run used each (read the other's data, or opened its screen):\n"
            )
            .last?.components(separatedBy: "\n\n").first?.components(separatedBy: "\n") ?? []
        let declared = RootComponent.sample(tracker: nil).root.featureEdges
        #expect(shown.count == declared.count, "Diagnostics showed: \(shown)")
        for (line, edge) in zip(shown, declared) {
            let reach = edge.kind == .navigation ? "opens a screen of" : "reads the data of"
            #expect(line.hasPrefix("  \(edge.from) \(reach) \(edge.to), through \(edge.through): "), "\(line)")
        }
        #expect(
            shown.contains(
                "  QuoteFeature opens a screen of SettingsFeature, through SettingsDestination.settings: once"))
        #expect(shown.contains("  SettingsFeature reads the data of QuoteFeature, through ReminderSubject: not yet"))
        #expect(
            shown.contains("  ProfileFeature reads the data of QuoteFeature, through FavouriteQuoteSource: not yet"))
    }
}
