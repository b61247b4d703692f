import Testing

/// How long a test waits for what it expects before it names it as never come. A limit names a hang; it never
/// demands a speed: it is far beyond what a correct run takes on a busy machine (four loops beside the suite
/// on two cores) and under a sanitizer, whose instrumented code runs several times slower, and short enough
/// that a broken promise fails its test, named, while the run goes on.
public enum WaitLimit {
    /// For one event: a screen drawn, a task ended, a child process's line.
    public static let forAnEvent: Duration = Sanitizer.isPresent ? .seconds(120) : .seconds(30)
}

extension Trait where Self == TimeLimitTrait {
    /// A test's own limit, beyond every wait it makes, so that a hung wait fails the wait and names it.
    public static var limitForATest: Self { .timeLimit(.minutes(Sanitizer.isPresent ? 10 : 3)) }
}
