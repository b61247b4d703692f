import Foundation
import Persistence
import SyncUpModel
import SyncUpsApp
import TerminalMenu
import Testing

/// The whole app in process, over a script's console and a fresh data directory: links that name a record, a
/// session that adds, edits and records, what survives a restart, and `resume`.
@MainActor
@Suite struct SyncUpsAppTests {
    private let data = TemporaryFolder()

    /// An environment whose home is a new temporary folder: should the app ever miss `--data-dir`, it writes there,
    /// never in the home of whoever runs the tests.
    nonisolated static var aHomeOfItsOwn: [String: String] {
        [
            "HOME": FileManager.default.temporaryDirectory.appendingPathComponent("syncups-home-\(UUID().uuidString)")
                .path
        ]
    }

    private func run(_ arguments: [String], typing script: String = "") async -> (status: Int32, ScriptedConsole) {
        let console = ScriptedConsole(script)
        let status = await SyncUpsApp.run(
            arguments: ["--data-dir", data.path] + arguments, environment: Self.aHomeOfItsOwn, console: console,
            today: { Date(timeIntervalSince1970: 1_800_000_000) })
        return (status, console)
    }

    @Test func aFreshDataDirectoryOpensSampleSyncUpOneByItsLinkAndEndsWithTheInput() async {
        let (status, console) = await run(["open", "syncups/1"])
        #expect(status == 0)
        #expect(console.output.contains("Design"))
        #expect(console.output.contains("Attendees: Blob, Blob Jr, Blob Sr"))
        #expect(console.errors.isEmpty)
    }

    @Test func aLinkToASyncUpThatDoesNotExistIsRefusedInOneLine() async {
        let (status, console) = await run(["open", "syncups/999999"])
        #expect(status == 64)
        #expect(console.errors == "syncups: no screen '999999' under syncups; the closest link is syncups/1\n")
        #expect(console.output.isEmpty)
    }

    @Test func aLinkToAMeetingOpensItsTranscript() async {
        let (status, console) = await run(["open", "syncups/1/meetings/1"])
        #expect(status == 0)
        #expect(console.output.contains("Blob: the new onboarding is drawn."))
    }

    @Test func aSyncUpAddedAndAMeetingRecordedAreThereAfterARestart() async {
        // Add Retro (2), open it, start a meeting, say a line, end it saved; quit.
        let session = ["1", "a", "Retro", "10", "Ana, Bo", "2", "1", "Hello from Ana.", "c", "s", "q"]
        let (status, console) = await run([], typing: session.joined(separator: "\n") + "\n")
        #expect(status == 0)
        #expect(console.output.contains("Kept Retro."))
        #expect(console.output.contains("Kept the meeting, 1 line(s) said."))
        let (_, again) = await run(["open", "syncups/2/meetings/1"])
        #expect(again.output.contains("Ana: Hello from Ana."))
        let (_, list) = await run(["open", "syncups"])
        #expect(list.output.contains("Design"))
        #expect(list.output.contains("Retro"))
    }

    @Test func anEditIsThereAfterARestartWithTheMeetingsItHad() async {
        // Sync-up 1: Enter keeps the title, 9 minutes, new attendees; back to the main menu; quit.
        let (status, console) = await run(["open", "syncups/1/edit"], typing: "\n9\nAna, Bo, Cy, Di\nq\n")
        #expect(status == 0)
        #expect(console.output.contains("Kept Design."))
        let (_, again) = await run(["open", "syncups/1"])
        #expect(again.output.contains("9 min · 4 attendees, 2:15 each"))
        #expect(again.output.contains("Attendees: Ana, Bo, Cy, Di"))
        #expect(again.output.contains("Meetings held: 1"))
        let (_, list) = await run(["open", "syncups"])
        #expect(!list.output.contains("2  "))
    }

    @Test func resumeOpensWhereTheLastRunEndedAndSaysSoInOneLineWhenItIsGone() async throws {
        _ = await run(["open", "syncups/1/meetings"])
        let (status, resumed) = await run(["resume"])
        #expect(status == 0)
        #expect(resumed.output.contains("Past meetings"))
        // Another run deletes sync-up 1 meanwhile.
        let store = FileKeyValueStore(directory: data.url, app: "SyncUps") { Issue.record("the store reported: \($0)") }
        _ = try await store.update(StoreKey<StoredSyncUps>("sync-ups"), default: StoredSyncUps([.sample])) {
            $0.syncUps.removeAll { $0.id == 1 }
        }
        let (goneStatus, gone) = await run(["resume"])
        #expect(goneStatus == 0)
        #expect(gone.errors.hasPrefix("syncups: resume: no screen '1' under syncups;"))
        #expect(gone.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aStoredFileBreakingARuleIsSetAsideWithOneLineAndTheSampleShows() async throws {
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let hostile = #"{"schemaVersion":1,"value":[{"id":1,"title":"T","minutes":999,"attendees":[],"meetings":[]}]}"#
        try Data(hostile.utf8).write(to: data.appendingPathComponent("sync-ups.json"))
        let (status, console) = await run(["open", "syncups"])
        #expect(status == 0)
        #expect(console.output.contains("Design"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.contains("unreadable") }
        #expect(aside.count == 1)
        #expect(console.errors.contains("holds a value SyncUps refuses"))
        #expect(console.errors.contains("sync-up 1 lasts 999 minutes, not 5 to 30"))
        #expect(console.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aFileANewerSyncUpsWroteIsLeftAsItIsAndSaidSo() async throws {
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let newer = Data(#"{"schemaVersion":2,"value":[]}"#.utf8)
        let file = data.appendingPathComponent("sync-ups.json")
        try newer.write(to: file)
        let (status, console) = await run(["open", "syncups/1"])
        #expect(status == 0)
        #expect(console.errors.contains("was written by a newer version of SyncUps"))
        #expect(try Data(contentsOf: file) == newer)
    }

    @Test func resumeOnAFreshDataDirectoryStartsAtTheMainMenuSayingNothing() async {
        let (status, console) = await run(["resume"])
        #expect(status == 0)
        #expect(console.output.hasPrefix("SyncUps\n"))
        #expect(console.errors.isEmpty)
    }

    @Test func aLinkWithAnEmptySegmentIsRefusedByOpenAndByResume() async throws {
        let (status, console) = await run(["open", "syncups//1"])
        #expect(status == 64)
        #expect(console.errors.hasPrefix("syncups: no screen '' under syncups;"))
        let store = FileKeyValueStore(directory: data.url, app: "SyncUps") { Issue.record("the store reported: \($0)") }
        _ = try await store.update(StoreKey<String>("last-link"), default: "") { $0 = "syncups//1" }
        let (resumed, again) = await run(["resume"])
        #expect(resumed == 0)
        #expect(again.errors.hasPrefix("syncups: resume: no screen '' under syncups;"))
    }

    @Test func deletingASyncUpGoesBackToTheListWithoutIt() async {
        let (status, console) = await run(["open", "syncups/1/delete"], typing: "yes\n")
        #expect(status == 0)
        let after = console.output.components(separatedBy: "Deleted Design.").last ?? ""
        #expect(after.contains("Sync-ups\nNo sync-ups yet: a adds one."))
    }

    @Test func helpAndVersionAnswerAndEndWithZero() async {
        let help = ScriptedConsole("")
        #expect(await SyncUpsApp.run(arguments: ["--help"], environment: Self.aHomeOfItsOwn, console: help) == 0)
        #expect(help.output.hasPrefix("usage: syncups [--data-dir PATH] [open LINK | resume]"))
        let version = ScriptedConsole("")
        #expect(await SyncUpsApp.run(arguments: ["--version"], environment: Self.aHomeOfItsOwn, console: version) == 0)
        #expect(version.output == "syncups \(PackageVersion.number)\n")
    }

    @Test(arguments: [
        (["--data-dir"], "syncups: --data-dir needs a folder"),
        (["--data-dir", ""], "syncups: --data-dir needs a folder"),
        (["--data-dir", "--version"], "syncups: --data-dir needs a folder"),
        (["open", "-x"], "syncups: open needs a link, such as syncups/1"),
        (["open"], "syncups: open needs a link, such as syncups/1"),
        (["--frobnicate"], "syncups: '--frobnicate' is not an argument syncups takes"),
    ])
    func aCommandLineItCannotReadIsRefusedWithTheUsage(arguments: [String], line: String) async {
        let console = ScriptedConsole("")
        let status = await SyncUpsApp.run(arguments: arguments, environment: Self.aHomeOfItsOwn, console: console)
        #expect(status == 64)
        #expect(console.errors.hasPrefix(line + "\n" + "usage: syncups"))
    }
}
