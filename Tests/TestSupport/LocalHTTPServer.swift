import CloseOnExecCalls
import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP server on 127.0.0.1, for tests of what the app fetches: it answers every request with the
/// response the test sets, on a thread of its own, until it is stopped (when it goes, at the latest). It
/// listens on no outside address and reads no more than one request's head per connection.
public final class LocalHTTPServer: Sendable {
    /// What the server does with the next requests.
    public enum Response: Sendable {
        /// A status and a body, with its length.
        case answer(status: Int, body: Data)
        /// Accepts the connection and says nothing, as a server too slow to answer.
        case silence
        /// A 200 answer that promises `promised` bytes and stops after `body`, the connection left open, as
        /// a server that stalls part way.
        case stall(body: Data, promised: Int)
        /// A 200 answer in chunks that never end, sent as fast as the client takes them, until it goes.
        case endless
        /// A redirect to the same address, for ever.
        case redirectLoop
        /// A redirect to `location`, as the answer's `Location` header gives it.
        case redirect(location: String)
        /// A redirect to a new address each time (`/1`, `/2`, …), for ever.
        case redirectOnward
        /// A 200 answer whose body the `Content-Encoding` header says is in `encoding`.
        case encoded(body: Data, encoding: String)
        /// `bytes` and nothing else, HTTP or not, then the connection closed.
        case raw(Data)
    }

    private struct State {
        var response: Response
        var requests = 0
        var silent: [Int32] = []
        /// Set by the first `stop`, which shuts the listener down once.
        var isStopped = false
    }

    /// What the server's thread shares with it: the thread holds this, not the server, so that the server
    /// goes when its test lets go of it, and its `deinit` stops the thread.
    private final class Shared: Sendable {
        let listener: Int32
        let state: Locked<State>

        init(listener: Int32, response: Response) {
            self.listener = listener
            state = Locked(State(response: response))
        }

        // Closed only once neither the server nor its thread holds it: until then no other file can be
        // given its number, so a late `stop` never shuts down someone else's socket.
        deinit {
            _ = close(listener)
        }
    }

    public let url: URL
    private let shared: Shared

    /// A server answering `response`, at `path` of its address (any path gets the same answer).
    public init(path: String = "/user.json", response: Response) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard listener >= 0, bound == 0, listen(listener, 8) == 0,
            let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))\(path)")
        else {
            if listener >= 0 { _ = close(listener) }
            throw CocoaError(.fileWriteUnknown)
        }
        self.url = url
        let shared = Shared(listener: listener, response: response)
        self.shared = shared
        Thread { Self.serve(shared) }.start()
    }

    deinit {
        stop()
    }

    /// Sets what the next requests get.
    public func respond(_ response: Response) {
        shared.state.withLock { $0.response = response }
    }

    /// How many requests the server has had.
    public var requests: Int { shared.state.withLock { $0.requests } }

    /// Stops listening and closes what it holds open: a request after this is refused.
    public func stop() {
        let silent = shared.state.withLock { state -> [Int32]? in
            guard !state.isStopped else { return nil }
            state.isStopped = true
            _ = shutdown(shared.listener, Int32(SHUT_RDWR))
            defer { state.silent = [] }
            return state.silent
        }
        for connection in silent ?? [] { _ = close(connection) }
    }

    private static func serve(_ shared: Shared) {
        let listener = shared.listener
        while true {
            let connection = close_on_exec_accept(listener)
            if connection < 0, errno == EINTR { continue }
            guard connection >= 0 else { break }
            var head = [UInt8](repeating: 0, count: 8192)
            _ = read(connection, &head, head.count)
            let (response, number) = shared.state.withLock { state in
                state.requests += 1
                return (state.response, state.requests)
            }
            switch response {
            case .silence:
                keepOpen(connection, in: shared)
            case .answer(let status, let body):
                send(status: status, length: body.count, body, to: connection)
                _ = close(connection)
            case .raw(let bytes):
                write(bytes, to: connection)
                _ = close(connection)
            case .encoded(let body, let encoding):
                send(status: 200, length: body.count, body, to: connection, header: "Content-Encoding: \(encoding)\r\n")
                _ = close(connection)
            case .stall(let body, let promised):
                send(status: 200, length: promised, body, to: connection)
                keepOpen(connection, in: shared)
            case .endless:
                // On a thread of its own, so that the server goes on answering; it ends when the client goes.
                Thread { sendForEver(to: connection) }.start()
            case .redirectLoop, .redirect, .redirectOnward:
                let location =
                    switch response {
                    case .redirect(let location): location
                    case .redirectOnward: "/\(number)"
                    default: path(in: head)
                    }
                let head =
                    "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                write(Data(head.utf8), to: connection)
                _ = close(connection)
            }
        }
    }

    /// Leaves `connection` open, saying nothing more, until the server stops.
    private static func keepOpen(_ connection: Int32, in shared: Shared) {
        shared.state.withLock { state in
            if state.isStopped { _ = close(connection) } else { state.silent.append(connection) }
        }
    }

    private static func send(status: Int, length: Int, _ body: Data, to connection: Int32, header: String = "") {
        let reason = HTTPURLResponse.localizedString(forStatusCode: status).capitalized
        let head = "HTTP/1.1 \(status) \(reason)\r\n\(header)Content-Length: \(length)\r\nConnection: close\r\n\r\n"
        write(Data(head.utf8) + body, to: connection)
    }

    /// Chunks of 4 KiB of spaces, one after the other, until a write fails: the client has gone.
    private static func sendForEver(to connection: Int32) {
        defer { _ = close(connection) }
        guard write(Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8), to: connection) else { return }
        let chunk = Data("1000\r\n".utf8) + Data(repeating: 0x20, count: 0x1000) + Data("\r\n".utf8)
        while write(chunk, to: connection) {}
    }

    /// Writes all of `data`; `false` once the connection refuses it.
    @discardableResult
    private static func write(_ data: Data, to connection: Int32) -> Bool {
        var bytes = data[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// The path a request's head asks for, such as `/user.json`.
    private static func path(in head: [UInt8]) -> String {
        let line = String(decoding: head.prefix { $0 != 0x0D && $0 != 0 }, as: UTF8.self)
        return line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    }
}
