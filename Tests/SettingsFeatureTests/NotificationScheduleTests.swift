import Foundation
import SettingsFeature
import Testing

@Suite struct NotificationScheduleTests {
    @Test(arguments: [
        (9, 0, 21, 0, 15, 48),  // 720 minutes, one every 15: 09:00 … 20:45
        (9, 0, 21, 0, 7, 103),  // a last one at 20:54
        (9, 0, 9, 1, 1440, 1),  // at least the one at the start
        (22, 0, 6, 0, 60, 8),  // over midnight: 22:00 … 05:00
        (23, 30, 0, 30, 15, 4),  // over midnight, a short window
        (0, 0, 23, 59, 1, 1439),
    ])
    func countsTheNotificationsOfADay(
        startHour: Int, startMinute: Int, stopHour: Int, stopMinute: Int, frequency: Int, expected: Int
    ) {
        let schedule = NotificationSchedule(
            start: time(startHour, startMinute), stop: time(stopHour, stopMinute), frequencyMinutes: frequency)
        #expect(schedule.countPerDay == expected)
    }

    @Test func summarisesItselfInOneLine() {
        #expect(
            NotificationSchedule.default.summary
                == "every 15 min from 09:00 to 21:00 \u{2014} 48 a day, the last at 20:45")
        let overnight = NotificationSchedule(start: time(22, 0), stop: time(6, 0), frequencyMinutes: 30)
        #expect(
            overnight.summary == "every 30 min from 22:00 to 06:00 the next day \u{2014} 16 a day, the last at 05:30")
    }

    /// A stop before the start runs into the next day, even when every notification falls before midnight.
    @Test func aWindowOverMidnightSaysSoWhenItsOnlyNotificationIsBeforeIt() {
        let late = NotificationSchedule(start: time(23, 0), stop: time(0, 30), frequencyMinutes: 120)
        #expect(late.window == "from 23:00 to 00:30 the next day")
        #expect(late.lastTime == time(23, 0))
    }

    @Test func onceADayIsSaidSo() {
        let daily = NotificationSchedule(start: time(9, 0), stop: time(10, 0), frequencyMinutes: 1440)
        #expect(daily.summary == "every 1440 min from 09:00 to 10:00 \u{2014} once a day, at 09:00")
    }

    @Test func decodingRefusesATimeOutsideTheDay() {
        let json = Data(#"{"start": 1440, "stop": 60, "frequencyMinutes": 15}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NotificationSchedule.self, from: json) }
    }
}
