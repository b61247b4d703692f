import SyncUpModel
import Testing

/// The one rule of a title, a name or a line said, and the timer's minutes and seconds.
@Suite struct SyncUpTextTests {
    @Test func theMostCharactersAreTakenAndOneMoreIsRefused() {
        #expect(SyncUpText.refusal(of: String(repeating: "x", count: 80), as: "a title", maximumCharacters: 80) == nil)
        #expect(
            SyncUpText.refusal(of: String(repeating: "x", count: 81), as: "a title", maximumCharacters: 80)
                == "A title is at most 80 characters (this one has 81).")
    }

    @Test(arguments: [(0, "0:00"), (5, "0:05"), (9, "0:09"), (10, "0:10"), (65, "1:05"), (70, "1:10"), (-3, "0:00")])
    func theClockShowsMinutesAndTwoDigitsOfSeconds(seconds: Int, shown: String) {
        #expect(SyncUpText.clock(seconds) == shown)
    }

    @Test(arguments: [(1, "1 attendee"), (2, "2 attendees"), (30, "30 attendees")])
    func oneAttendeeIsSaidInTheSingular(count: Int, said: String) {
        #expect(SyncUpText.attendees(count) == said)
    }
}
