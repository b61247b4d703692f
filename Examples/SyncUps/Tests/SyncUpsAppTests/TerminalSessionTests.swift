import Foundation
import PseudoTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `syncups` at a terminal (a pseudo-terminal the test holds): Ctrl-C ends the run with 130, and the terminal is
/// given back as it was found, line editing and echo on.
@Suite struct TerminalSessionTests {
    @Test func ctrlCEndsTheRunWithOneHundredThirtyAndTheTerminalIsGivenBack() async throws {
        var opened: Int32 = -1
        var name = [CChar](repeating: 0, count: 64)
        try #require(pseudo_terminal_open(&opened, &name, 64) == 0)
        let master = opened
        let slave = open(
            String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(master) }
        var before = termios()
        tcgetattr(slave, &before)

        let data = TemporaryFolder()

        defer { withExtendedLifetime(data) {} }  // the run writes there until it ends
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("syncups")
        process.arguments = ["--data-dir", data.path]
        process.environment = PipedSessionTests.styledTerminal
        let end = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        (process.standardInput, process.standardOutput, process.standardError) = (end, end, end)
        // What it draws, as it comes: once the main menu's prompt is drawn, it waits for a key.
        let (drawn, arriving) = AsyncStream<Data>.makeStream()
        let screen = FileHandle(fileDescriptor: master, closeOnDealloc: false)
        screen.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { arriving.finish() } else { arriving.yield(data) }
        }
        let (status, titleIsStyled) = await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
                await withCheckedContinuation { ended in
                    process.terminationHandler = { ended.resume(returning: .ended($0.terminationStatus)) }
                    do { try process.run() } catch { ended.resume(returning: .ended(-1)) }
                }
            }
            group.addTask {
                var seen = Data()
                for await data in drawn {
                    seen += data
                    let text = String(decoding: seen, as: UTF8.self)
                    if text.contains("> ") {
                        _ = [UInt8(3)].withUnsafeBytes { write(master, $0.baseAddress, 1) }  // Ctrl-C
                        return .drawn(titleIsStyled: text.contains("\u{1B}[1mSyncUps"))
                    }
                }
                return .nothing
            }
            group.addTask {
                // Past the limit the process is ended, so the task waiting for its end returns too.
                try? await Task.sleep(for: .seconds(60))
                if !Task.isCancelled { process.terminate() }
                return .nothing
            }
            var (status, styled): (Int32?, Bool?) = (nil, nil)
            while status == nil, let next = await group.next() {
                switch next {
                case .ended(let ended): status = ended
                case .drawn(let titleIsStyled): styled = titleIsStyled
                case .nothing: break
                }
            }
            group.cancelAll()
            return (status, styled)
        }
        screen.readabilityHandler = nil
        #expect(status == 130)
        #expect(titleIsStyled == true)
        var after = termios()
        tcgetattr(master, &after)
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == before.c_lflag & tcflag_t(ICANON | ECHO))
        #expect(after.c_lflag & tcflag_t(ICANON) != 0)
    }
}

/// What each of the session's tasks ends with.
private enum Outcome: Sendable {
    case ended(Int32)
    case drawn(titleIsStyled: Bool)
    case nothing
}
