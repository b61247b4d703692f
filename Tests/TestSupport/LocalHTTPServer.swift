import Foundation
import Synchronization

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
    }

    private struct State {
        var response: Response
        var requests = 0
        var silent: [Int32] = []
    }

    private let listener: Int32
    public let url: URL
    private let state: Mutex<State>

    /// A server answering `response`, at `path` of its address (any path gets the same answer).
    public init(path: String = "/user.json", response: Response) throws {
        state = Mutex(State(response: response))
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
        else { throw CocoaError(.fileWriteUnknown) }
        self.listener = listener
        self.url = url
        Thread { [self] in serve() }.start()
    }

    deinit {
        stop()
    }

    /// Sets what the next requests get.
    public func respond(_ response: Response) {
        state.withLock { $0.response = response }
    }

    /// How many requests the server has had.
    public var requests: Int { state.withLock { $0.requests } }

    /// Stops listening and closes what it holds open: a request after this is refused.
    public func stop() {
        _ = shutdown(listener, Int32(SHUT_RDWR))
        let silent = state.withLock { state in
            defer { state.silent = [] }
            return state.silent
        }
        for connection in silent { _ = close(connection) }
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { break }
            var head = [UInt8](repeating: 0, count: 8192)
            _ = read(connection, &head, head.count)
            let response = state.withLock { state in
                state.requests += 1
                return state.response
            }
            switch response {
            case .silence:
                state.withLock { $0.silent.append(connection) }
            case .answer(let status, let body):
                let reason = HTTPURLResponse.localizedString(forStatusCode: status).capitalized
                let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                var bytes = (Data(head.utf8) + body)[...]
                while !bytes.isEmpty {
                    let written = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                    guard written > 0 else { break }
                    bytes = bytes.dropFirst(written)
                }
                _ = close(connection)
            }
        }
        _ = close(listener)
    }
}
