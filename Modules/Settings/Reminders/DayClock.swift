/// Time as reminders need it: a clock to wait on, and the time of day now. The app passes the
/// continuous clock and the local time of day; tests pass a manual clock, whose time they move.
public struct DayClock: Sendable {
    /// What waits: `ContinuousClock` in the app.
    public let clock: any Clock<Duration>
    /// The time since local midnight, now.
    public let timeOfDay: @Sendable () -> Duration

    public init(clock: any Clock<Duration>, timeOfDay: @escaping @Sendable () -> Duration) {
        self.clock = clock
        self.timeOfDay = timeOfDay
    }
}
