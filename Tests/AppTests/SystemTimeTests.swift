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
}
