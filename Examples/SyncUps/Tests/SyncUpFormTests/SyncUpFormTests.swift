import Composition
import FeatureFakes
import LifetimeChecks
import SyncUpFormFakes
import SyncUpModel
import SyncUpsTestSupport
import TerminalScreen
import Testing

@testable import SyncUpForm

/// The form over its fakes: three prompts, each answer taken or refused in one line, Enter keeping a value, `b`
/// and `c`, and the sync-up kept new or edited.
@MainActor
@Suite struct SyncUpFormTests {
    private let fakes = SyncUpFormFakes(reporting: .runningTest)
    private let drafts = FakeSyncUpDrafts()
    private let check = LifetimeCheck()

    private let root: OneFeatureRoot<SyncUpFormComponent>

    init() {
        fakes.drafts = drafts
        root = OneFeatureRoot("Form", entry: "New", fakes: fakes, observer: check)
    }

    private func opened(_ link: [String]) -> Navigation {
        var navigation = root.navigation()
        #expect(navigation.open(link: link) == nil)
        return navigation
    }

    @Test func aNewSyncUpIsKeptAfterItsThirdAnswerNumberedAboveTheOthers() {
        var navigation = opened(["new"])
        #expect(navigation.type("Retro") == nil)
        #expect(navigation.type("10") == nil)
        #expect(navigation.type("Ana, , Bo ,") == "Kept Retro.")
        #expect(navigation.depth == 1)
        #expect(
            drafts.syncUp(2) == SyncUp(id: 2, title: "Retro", minutes: 10, attendees: ["Ana", "Bo"].map(Attendee.init)))
    }

    @Test func aNewSyncUpLastsFiveMinutesWhenEnterKeepsTheLengthAndItsTitleIsTrimmed() {
        var navigation = opened(["new"])
        let title = String(repeating: "x", count: 80)
        navigation.type("  \(title)  ")
        navigation.type("")
        #expect(navigation.type("Ana") == "Kept \(title).")
        #expect(drafts.syncUp(2)?.minutes == 5)
        #expect(drafts.syncUp(2)?.title == title)
    }

    private nonisolated static let thirtyOneNames = (1...31).map { "A\($0)" }.joined(separator: ",")

    @Test func thirtyAttendeesAreTaken() {
        var navigation = opened(["new"])
        navigation.type("Big")
        navigation.type("5")
        let names = (1...30).map { "A\($0)" }
        #expect(navigation.type(names.joined(separator: ",")) == "Kept Big.")
        #expect(drafts.syncUp(2)?.attendees.count == 30)
    }

    @Test(arguments: [
        (["", ""], "This one has no value yet to keep: type one."),
        (["   "], "The title cannot be empty."),
        (["\u{1B}[2J"], "The title cannot hold control characters."),
        ([String(repeating: "x", count: 81)], "The title is at most 80 characters (this one has 81)."),
        (["T", "4"], "The length is a whole number of minutes from 5 to 30."),
        (["T", "31"], "The length is a whole number of minutes from 5 to 30."),
        (["T", "ten"], "The length is a whole number of minutes from 5 to 30."),
        (["T", "5", " , ,"], "A sync-up has at least one attendee."),
        (["T", "5", "Ana, \u{7}"], "A name cannot hold control characters."),
        (["T", "5", Self.thirtyOneNames], "A sync-up has at most 30 attendees (this list has 31)."),
    ])
    func aRefusedAnswerSaysWhyAndKeepsNothing(lines: [String], refusal: String) {
        var navigation = opened(["new"])
        var last: String?
        for line in lines { last = navigation.type(line) }
        #expect(last == refusal)
        #expect(navigation.depth == 2)
        #expect(drafts.syncUps == [.sample])
    }

    @Test func editingStartsFromTheSyncUpEnterKeepsEachValueAndItsMeetingsStay() {
        let form = SyncUpFormScreen(editing: .sample, drafts: drafts)
        #expect(form.title == "Edit Design")
        #expect(form.handle("").isStay)
        #expect(form.handle("7").isStay)
        #expect(form.handle("").closingNotice == "Kept Design.")
        #expect(drafts.syncUp(1)?.minutes == 7)
        #expect(drafts.syncUp(1)?.attendees == SyncUp.sample.attendees)
        #expect(drafts.syncUp(1)?.meetings == SyncUp.sample.meetings)
    }

    @Test func anEditOfASyncUpDeletedMeanwhileKeepsNothingAndSaysSo() {
        let form = SyncUpFormScreen(editing: .sample, drafts: FakeSyncUpDrafts([]))
        _ = form.handle("")
        _ = form.handle("")
        #expect(form.handle("").closingNotice == "The sync-up was deleted meanwhile.")
    }

    @Test func quittingMidwayNamesWhatItDiscardsOnlyOnceSomethingChanged() {
        let form = SyncUpFormScreen(editing: .sample, drafts: drafts)
        #expect(form.unsavedInput == nil)
        _ = form.handle("Design review")
        #expect(form.unsavedInput == "the sync-up you were filling in")
    }

    @Test func bGoesToThePreviousPromptAndCLeavesKeepingNothing() {
        var navigation = opened(["new"])
        navigation.type("Retro")
        navigation.type("b")
        guard case .prompt(let label, _) = navigation.top.request else {
            Issue.record("the form asks for no line")
            return
        }
        #expect(label == "Title")
        #expect(navigation.type("c") == "Nothing was kept.")
        #expect(navigation.depth == 1)
        #expect(drafts.syncUps == [.sample])
    }
}

extension ScreenOutcome {
    var isStay: Bool {
        if case .stay(notice: .none) = self { true } else { false }
    }

    var closingNotice: String? {
        if case .close(notice: let notice?) = self { notice.text } else { nil }
    }
}
