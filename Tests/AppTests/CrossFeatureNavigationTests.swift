import Testing

@testable import App

/// A feature opens another's screen through a protocol it declares, and Back returns to the screen that
/// opened it, through the real composition root and menu.
@MainActor
@Suite struct CrossFeatureNavigationTests {
    @Test func theProfileOpensTheQuoteEditorAndShowsTheSavedQuoteOnReturn() async {
        let run = await AppRun(input: "3\n4\nStay hungry.\nStewart Brand\nq\n", echoesInput: true)

        let afterSave = run.output.components(separatedBy: "> Stewart Brand\nSaved.\n").last ?? ""
        #expect(afterSave.hasPrefix("\nProfile\n"))
        #expect(afterSave.contains("Favourite quote: \u{201C}Stay hungry.\u{201D} \u{2014} Stewart Brand\n"))
    }

    @Test func leavingTheQuoteEditorReturnsToTheProfileUnchanged() async {
        let run = await AppRun(input: "3\n4\nb\nq\n", echoesInput: true)

        let afterLeaving = run.output.components(separatedBy: "> b\nLeft Edit quote; the quote is unchanged.\n").last
        #expect(afterLeaving?.hasPrefix("\nProfile\n") == true)
        #expect(afterLeaving?.contains("\u{2014} Albert Einstein\n") == true)
    }

    @Test func theQuoteOpensNotificationSettingsAndBackReturnsToTheQuote() async {
        let run = await AppRun(["--trace-lifetimes"], input: "1\n2\nb\nq\n", echoesInput: true)

        let opened = run.output.components(separatedBy: "> 2\n").last ?? ""
        #expect(opened.contains("\nNotification settings\nNotifications every 15 min from 09:00 to 21:00"))
        let back = opened.components(separatedBy: "> b\n").last ?? ""
        #expect(back.hasPrefix("[lifetime] released NotificationSettingsScreen (factory) ^->Root->Settings\n"))
        #expect(back.contains("\nQuote\n\u{201C}Two things are infinite"))
    }

    /// Diagnostics names each edge the run has crossed, and only those: here Quote opened Notification
    /// settings, whose screen read the reminder's subject; Profile was never opened.
    @Test func diagnosticsListsTheEdgesThisRunCrossed() async {
        let run = await AppRun(input: "1\n2\nb\nb\n4\nq\n")

        let diagnostics = run.output.components(separatedBy: "Features reached from another feature so far").last
        #expect(
            diagnostics?.hasPrefix(
                ", through a protocol the first one declares:\n"
                    + "  QuoteFeature opens a screen of SettingsFeature, through ReminderSettingsRoute\n"
                    + "  SettingsFeature reads the data of QuoteFeature, through ReminderSubject\n\n") == true)
    }

    /// The screens another feature opened are released once closed; the Quote component stays, kept for
    /// the run, and the Profile component, one per visit, goes with its last screen.
    @Test func screensOpenedFromAnotherFeatureAreReleasedWhenClosed() async {
        let run = await AppRun(["--trace-lifetimes"], input: "3\n4\nb\nb\nq\n", echoesInput: true)

        let beforeQuit = run.output.components(separatedBy: "> q\n").first ?? ""
        #expect(beforeQuit.contains("[lifetime] created EditQuoteScreen (factory) ^->Root->Quote\n"))
        #expect(beforeQuit.contains("[lifetime] released EditQuoteScreen (factory) ^->Root->Quote\n"))
        #expect(beforeQuit.contains("[lifetime] released ProfileComponent (scope) ^->Root->Profile\n"))
        #expect(!beforeQuit.contains("[lifetime] released QuoteComponent"))
    }
}
