import Foundation
import Persistence

/// A helper for PersistenceTests: saves records through `FileKeyValueStore` in a loop, so a test can kill
/// it mid-write (crash safety) or run two at once (concurrent saves).
///
/// Usage: SaveLoop DIRECTORY TAG COUNT KEY... — COUNT 0 means until killed. Prints `ready` after the
/// first round of saves; exits 1 with the error on standard error if a save fails.
@main
enum SaveLoop {
    /// One saved record: who wrote it, in which round, and a filler large enough that a write takes time.
    struct Record: Codable {
        let tag: String
        let sequence: Int
        let filler: String
    }

    static func main() {
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

        var sequence = 0
        while count == 0 || sequence < count {
            for key in keys {
                do {
                    try store.save(Record(tag: tag, sequence: sequence, filler: filler), for: key)
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    exit(1)
                }
            }
            if sequence == 0 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
            sequence += 1
        }
    }
}
