import Testing

/// `operation`'s result, once it comes within `limit`; otherwise `nil`, and an issue saying what did not
/// come, so that a broken promise fails the test that waits for it, named, and the run goes on. The
/// operation is left running when the limit passes.
public func awaiting<Value: Sendable>(
    _ what: String, within limit: Duration, sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @Sendable () async -> Value
) async -> Value? {
    let (first, answer) = AsyncStream<Value?>.makeStream()
    let work = Task {
        answer.yield(await operation())
    }
    let deadline = Task {
        try? await Task.sleep(for: limit)
        answer.yield(nil)
    }
    var result: Value?
    for await value in first {
        result = value
        break
    }
    deadline.cancel()
    if result == nil {
        work.cancel()
        Issue.record("\(what) did not come within \(limit)", sourceLocation: sourceLocation)
    }
    return result
}

/// The first element `stream` gives within `limit`; otherwise `nil`, and an issue saying what did not come.
@discardableResult
public func firstElement<Element: Sendable>(
    _ what: String, of stream: AsyncStream<Element>, within limit: Duration = WaitLimit.forAnEvent,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Element? {
    await awaiting(what, within: limit, sourceLocation: sourceLocation) { await stream.first { _ in true } } ?? nil
}

/// The value `task` ends with, once it ends within `limit`; otherwise `nil`, and an issue where the test
/// waits, saying what did not end: a test waits for nothing longer than a limit of its own, well under its
/// suite's. No task (`nil`) is nothing to wait for.
@discardableResult
public func ended<Value: Sendable>(
    _ task: Task<Value, Never>?, _ what: String = "the task the test waits for",
    within limit: Duration = WaitLimit.forAnEvent,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Value? {
    guard let task else { return nil }
    return await awaiting(what, within: limit, sourceLocation: sourceLocation) { await task.value }
}

/// The result `task` ends with, once it ends within `limit`; otherwise `nil`, and an issue saying so.
@discardableResult
public func ended<Value: Sendable>(
    _ task: Task<Value, any Error>, _ what: String = "the task the test waits for",
    within limit: Duration = WaitLimit.forAnEvent, sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<Value, any Error>? {
    await awaiting(what, within: limit, sourceLocation: sourceLocation) { await task.result }
}
