import Foundation
import SettingsFeature
import Testing

@testable import App

/// Reminders are due at a wall-clock time, so the time of day is read from the wall clock.
@Suite struct SystemTimeTests {
    @Test func theTimeOfDayIsTheWallClocksEvenOnTheDayDaylightSavingStarts() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
        // 8 March 2026: clocks jump from 02:00 to 03:00, so at 10:15 only nine hours have passed.
        let quarterPastTen = try #require(
            calendar.date(from: DateComponents(year: 2026, month: 3, day: 8, hour: 10, minute: 15, second: 30)))
        #expect(DayClock.wallTimeOfDay(at: quarterPastTen, in: calendar) == .seconds(10 * 3600 + 15 * 60 + 30))
    }

    /// The fraction of the second counts too: half a second past is later, not earlier.
    @Test func theFractionOfASecondIsAddedToTheTimeOfDay() throws {
        let calendar = Calendar(identifier: .gregorian)
        let nine = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 9)))
        let shown = DayClock.wallTimeOfDay(at: nine.addingTimeInterval(0.5), in: calendar)
        let expected: Duration = .seconds(9 * 3600) + .milliseconds(500)
        #expect(shown > expected - .milliseconds(1) && shown < expected + .milliseconds(1))
    }
}
