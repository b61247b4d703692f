import Foundation

/// The SaveLoop helper running as a separate process, writing through `FileKeyValueStore`.
final class SaveLoopProcess {
    /// What SaveLoop saves; the same shape as its own record.
    struct Record: Codable {
        let tag: String
        let sequence: Int
        let filler: String
    }

    /// The helper sits beside the test bundle in the build's products directory.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("SaveLoop")

    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    /// Starts SaveLoop saving `count` rounds (0: until killed) of records tagged `tag` under `keys`.
    convenience init(directory: URL, tag: String, count: Int, keys: [String]) throws {
        try self.init(arguments: [directory.path, tag, String(count)] + keys)
    }

    /// Starts SaveLoop adding 1 to `part` of the `counts` value `count` times, each through `update`.
    convenience init(directory: URL, counting part: String, times count: Int) throws {
        try self.init(arguments: ["--count", directory.path, part, String(count)])
    }

    private init(arguments: [String]) throws {
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Blocks until the helper has finished its first round of saves.
    func waitUntilReady() {
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("ready") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return }  // the helper ended
            seen.append(chunk)
        }
    }

    /// Kills the helper with SIGKILL, as a crash or power cut would stop it, and waits for it to end.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the helper to end; its exit status and what it wrote to standard error.
    func finish() -> (status: Int32, errors: String) {
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errorText)
    }
}
