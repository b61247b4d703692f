import Foundation
import Persistence

/// A helper for PersistenceTests: saves records through `FileKeyValueStore` in a loop, so a test can kill
/// it mid-write (crash safety) or run two at once (concurrent saves).
///
/// Usage: SaveLoop DIRECTORY TAG COUNT KEY... — COUNT 0 means until killed. Prints `ready` after the
/// first round of saves; exits 1 with the error on standard error if a save fails.
///
/// `SaveLoop --count DIRECTORY PART COUNT` instead adds 1 to PART of the `counts` value COUNT times, each
/// through `update`, so that several processes counting different parts of one value show whether any
/// process's change was lost. `--replace` in place of `--count` does the same with a whole value computed
/// from a read and written with `replace`, read and computed again whenever another process wrote first.
@main
@MainActor
enum SaveLoop {
    /// One saved record: who wrote it, in which round, and a filler large enough that a write takes time.
    struct Record: Codable, Sendable {
        let tag: String
        let sequence: Int
        let filler: String
    }

    static func main() async {
        switch CommandLine.arguments.dropFirst().first {
        case "--count": return await count(Array(CommandLine.arguments.dropFirst(2)))
        case "--replace": return await count(Array(CommandLine.arguments.dropFirst(2)), byReplacing: true)
        default: break
        }
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count >= 4, let count = Int(arguments[arguments.startIndex + 2]) else {
            FileHandle.standardError.write(Data("usage: SaveLoop DIRECTORY TAG COUNT KEY...\n".utf8))
            exit(64)
        }
        let directory = URL(fileURLWithPath: arguments[arguments.startIndex])
        let tag = arguments[arguments.startIndex + 1]
        let keys = arguments.dropFirst(3).map { StoreKey<Record>($0) }
        let store = FileKeyValueStore(directory: directory) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let filler = String(repeating: "\(tag).", count: 16 * 1024 / (tag.count + 1))

        // A test that dies without killing its helper leaves no saver running: once the test process is
        // gone (this process is handed to another parent), the loop ends.
        let parent = getppid()
        var sequence = 0
        while (count == 0 || sequence < count) && getppid() == parent {
            for key in keys {
                do {
                    try await store.save(Record(tag: tag, sequence: sequence, filler: filler), for: key)
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    exit(1)
                }
            }
            if sequence == 0 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
            sequence += 1
        }
    }

    /// `--count DIRECTORY PART COUNT`: COUNT changes of one part of a shared value, by `update`, or by
    /// `replace` when `byReplacing`.
    static func count(_ arguments: [String], byReplacing: Bool = false) async {
        guard arguments.count == 3, let count = Int(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: SaveLoop --count|--replace DIRECTORY PART COUNT\n".utf8))
            exit(64)
        }
        let store = FileKeyValueStore(directory: URL(fileURLWithPath: arguments[0])) { _ in }
        let key = StoreKey<[String: Int]>("counts")
        let part = arguments[1]
        for _ in 0..<count {
            do {
                if byReplacing {
                    try await addOne(to: part, of: key, byReplacingIn: store)
                } else {
                    _ = try await store.update(key, default: [:]) { $0[part, default: 0] += 1 }
                }
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                exit(1)
            }
        }
    }

    /// Adds 1 to `part` of the value read, and writes the whole value naming that read; when another process
    /// wrote first, that value is in force, so it is read and the addition made again.
    static func addOne(
        to part: String, of key: StoreKey<[String: Int]>, byReplacingIn store: FileKeyValueStore
    ) async throws(StoreError) {
        while true {
            let read = store.read(key)
            var counts = read.value ?? [:]
            counts[part, default: 0] += 1
            guard case .changedElsewhere = try await store.replace(read, with: counts) else { return }
        }
    }
}
