/// The seconds of a meeting on the clock given, each counted from the moment the meeting began, so a clock moved
/// on by a minute at once counts sixty seconds, one after another.
enum MeetingTimer {
    /// A wait until a second of a meeting that begins now on `clock`: the start is read here, not when a task
    /// first waits, so a second that passes before the task runs still counts.
    static func seconds<C: Clock>(beginningNowOn clock: C) -> @Sendable (_ second: Int) async throws -> Void
    where C.Duration == Duration {
        let start = clock.now
        return { second in try await clock.sleep(until: start.advanced(by: .seconds(second)), tolerance: nil) }
    }

    /// Calls `tick` at each second until it returns `false`, or the task is cancelled.
    static func run(
        _ untilSecond: @Sendable (Int) async throws -> Void, _ tick: @MainActor () async -> Bool
    ) async {
        var second = 0
        while !Task.isCancelled {
            second += 1
            do {
                try await untilSecond(second)
            } catch {
                return  // cancelled while waiting
            }
            guard await tick() else { return }
        }
    }
}
