import Foundation
import ProfileFeature
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Profile's user fetched from a server over HTTP (`--user-url`): networking in a controller of its own,
/// whose data reaches the profile through the same `ProfileUserSource` the shipped file satisfies, so the
/// profile neither knows nor cares where its user comes from. The answer is checked like any stored value:
/// at most 64 KiB, a user the app can show; anything else is one plain line saying what went wrong.
package struct ServerUser: ProfileUserSource {
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    package let url: URL
    /// How long the server has to answer.
    let timeout: Duration
    static let maximumBytes = 64 * 1024

    package init(url: URL, timeout: Duration = .seconds(10)) {
        self.url = url
        self.timeout = timeout
    }

    package func loadUser() async throws -> ProfileUser {
        let body = try await CappedFetch(url: url, timeout: timeout, limit: Self.maximumBytes).body()
        do {
            return try JSONDecoder().decode(ProfileUser.self, from: body)
        } catch {
            throw Unavailable(description: "the server's answer is not a user this version can show")
        }
    }

    /// The address `--user-url` or `FEATURE_GRAPH_USER_URL` gives, if it is an http or https one.
    static func address(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
            url.host?.isEmpty == false
        else { return nil }
        return url
    }
}

/// One GET, its body read only up to `limit` bytes: a larger answer is refused as soon as it passes the
/// limit, so a huge or endless body costs neither time nor memory.
private final class CappedFetch: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var received = Data()
        var status = 0
        var waiting: CheckedContinuation<Data, any Error>?
        var failure: ServerUser.Unavailable?
    }

    private let url: URL
    private let timeout: Duration
    private let limit: Int
    private let state = Mutex(State())

    init(url: URL, timeout: Duration, limit: Int) {
        self.url = url
        self.timeout = timeout
        self.limit = limit
    }

    func body() async throws -> Data {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest =
            Double(timeout.components.seconds)
            + Double(timeout.components.attoseconds) * 1e-18
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: url)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLock { $0.waiting = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        state.withLock { $0.status = status }
        guard (200..<300).contains(status) else {
            let words = HTTPURLResponse.localizedString(forStatusCode: status).lowercased()
            fail(ServerUser.Unavailable(description: "the server answered \(status) (\(words))"))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state in
            state.received.append(data)
            return state.received.count > limit
        }
        guard tooLarge else { return }
        fail(ServerUser.Unavailable(description: "the server's answer is larger than 64 KiB"))
        dataTask.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (waiting, result) = state.withLock {
            state -> (CheckedContinuation<Data, any Error>?, Result<Data, any Error>) in
            defer { state.waiting = nil }
            if let failure = state.failure { return (state.waiting, .failure(failure)) }
            if let error { return (state.waiting, .failure(Self.unavailable(error, at: url))) }
            return (state.waiting, .success(state.received))
        }
        waiting?.resume(with: result)
    }

    private func fail(_ failure: ServerUser.Unavailable) {
        state.withLock { if $0.failure == nil { $0.failure = failure } }
    }

    /// A network error as one line a person can act on, naming the server.
    private static func unavailable(_ error: any Error, at url: URL) -> any Error {
        let server = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
        switch (error as? URLError)?.code {
        case .cancelled?: return CancellationError()
        case .timedOut?: return ServerUser.Unavailable(description: "the server \(server) did not answer in time")
        case .cannotConnectToHost?, .cannotFindHost?, .networkConnectionLost?, .notConnectedToInternet?:
            return ServerUser.Unavailable(description: "could not connect to the server \(server)")
        default:
            return ServerUser.Unavailable(description: "could not fetch the user from the server \(server)")
        }
    }
}
