import SettingsFeature

extension DayClock {
    /// The continuous clock, its time of day `start` when made and moving on from there: each run at the same
    /// time, so the reminders of `settings-alone` come when it says.
    public static func starting(at start: Duration) -> DayClock {
        let clock = ContinuousClock()
        let made = clock.now
        return DayClock(clock: clock) { start + made.duration(to: clock.now) }
    }
}
