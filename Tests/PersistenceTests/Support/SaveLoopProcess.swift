import Foundation
import TestSupport

/// The SaveLoop helper running as a separate process, writing through `FileKeyValueStore`. Every wait on
/// it has a deadline: a helper that hangs is killed and its test fails with what it wrote.
final class SaveLoopProcess {
    /// What SaveLoop saves; the same shape as its own record.
    struct Record: Codable {
        let tag: String
        let sequence: Int
        let filler: String
    }

    /// Far longer than any round of saves takes here.
    private static let deadline = Duration.seconds(60)

    private let child: ChildProcess

    /// Starts SaveLoop saving `count` rounds (0: until killed) of records tagged `tag` under `keys`.
    convenience init(directory: URL, tag: String, count: Int, keys: [String]) throws {
        try self.init(arguments: [directory.path, tag, String(count)] + keys)
    }

    /// Starts SaveLoop adding 1 to `part` of the `counts` value `count` times, each through `update`, or each
    /// a whole value computed from a read and written with `replace` when `byReplacing`.
    convenience init(directory: URL, counting part: String, times count: Int, byReplacing: Bool = false) throws {
        try self.init(arguments: [byReplacing ? "--replace" : "--count", directory.path, part, String(count)])
    }

    private init(arguments: [String]) throws {
        child = try ChildProcess(ChildProcess.builtProduct("SaveLoop"), arguments: arguments)
    }

    /// Waits until the helper has finished its first round of saves.
    func waitUntilReady(isolation: isolated (any Actor)? = #isolation) async throws {
        try await child.waitForOutput("its first round of saves", within: Self.deadline) { $0.contains("ready") }
    }

    /// Kills the helper with SIGKILL, as a crash or power cut would stop it, and waits for it to end.
    func kill(isolation: isolated (any Actor)? = #isolation) async throws {
        child.send(SIGKILL)
        try await child.finish(within: Self.deadline)
    }

    /// Waits for the helper to end; its exit status and what it wrote to standard error.
    func finish(isolation: isolated (any Actor)? = #isolation) async throws -> (status: Int32, errors: String) {
        let ending = try await child.finish(within: Self.deadline)
        return (ending.status, ending.errors)
    }
}
