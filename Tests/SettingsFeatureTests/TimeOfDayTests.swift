import SettingsFeature
import Testing

@Suite struct TimeOfDayTests {
    @Test(arguments: [
        ("09:00", "09:00"), ("9:05", "09:05"), ("00:00", "00:00"), ("23:59", "23:59"), ("  7:30 ", "07:30"),
        ("10:10", "10:10"),
    ])
    func readsHHmmAndHmm(typed: String, shown: String) {
        #expect(TimeOfDay(parsing: typed)?.description == shown)
    }

    @Test(arguments: [
        "", "24:00", "12:60", "9", "9:5", "09:000", "123:00", "009:15", "-1:00", "+9:00", "09.00", "09:00:00", "09::00",
        "٠٩:٠٠",
        "a:bc",
        "\u{1B}9:00",
    ])
    func refusesEverythingElse(typed: String) {
        #expect(TimeOfDay(parsing: typed) == nil)
    }

    @Test func earlierInTheDayIsLessAndNoTimeIsLessThanItself() throws {
        let nine = try #require(TimeOfDay(parsing: "09:00"))
        let ten = try #require(TimeOfDay(parsing: "10:00"))
        #expect(nine < ten)
        #expect(!(ten < nine))
        #expect(!(nine < nine))
    }
}
