import Foundation
import Locking
import ProfileFeature

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Profile's user from a server over HTTP (`--user-url`), through the `ProfileUserSource` the shipped file
/// meets too. The answer is checked like a stored value (at most 64 KiB, a user the app can show); anything
/// else is one plain line saying what went wrong.
public struct ServerUser: ProfileUserSource {
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    public let url: URL
    /// The app's own deadline, on `clock`: Linux's URLSession counts its own in whole seconds.
    public let timeout: Duration
    private let clock: any Clock<Duration>
    public static let maximumBytes = 64 * 1024
    private let client: CappedClient

    public init(url: URL, timeout: Duration = .seconds(10), clock: any Clock<Duration>) {
        self.url = url
        self.timeout = timeout
        self.clock = clock
        client = CappedClient(limit: Self.maximumBytes)
    }

    public func loadUser() async throws -> ProfileUser {
        let body = try await withThrowingTaskGroup(of: Data.self) { [client, url, clock, timeout] group in
            group.addTask { try await client.body(of: url) }
            group.addTask {
                try await clock.sleep(for: timeout)
                throw Unavailable(description: "the server \(Self.server(of: url)) did not answer in time")
            }
            defer { group.cancelAll() }
            guard let body = try await group.next() else { throw CancellationError() }
            return body
        }
        do {
            return try JSONDecoder().decode(ProfileUser.self, from: body)
        } catch {
            throw Unavailable(description: "the server's answer is not a user this version can show")
        }
    }

    static func server(of url: URL) -> String {
        url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
    }

    /// The address given, if it is http(s) with a host, and a port from 1 to 65535 if it names one.
    public static func address(_ text: String) -> URL? {
        guard let url = URL(string: text), isWeb(url), url.host?.isEmpty == false,
            url.port.map({ (1...65535).contains($0) }) ?? true
        else { return nil }
        return url
    }

    /// What `text` should have been, to say why it is refused.
    public static func wanted(instead text: String) -> String {
        let port = URL(string: text).flatMap { isWeb($0) ? $0.port : nil }
        return "an http:// or https:// address" + (port == nil ? "" : " with a port from 1 to 65535")
    }

    public static let maximumRedirects = 10

    static func isWeb(_ url: URL) -> Bool { ["http", "https"].contains(url.scheme?.lowercased()) }
}

/// One URL session for every fetch of a `ServerUser`: one per fetch raced Linux URLSession's own teardown.
private final class CappedClient: Sendable {
    private let session: URLSession
    private let fetches: CappedFetches

    init(limit: Int) {
        fetches = CappedFetches(limit: limit)
        session = URLSession(configuration: .ephemeral, delegate: fetches, delegateQueue: nil)
    }

    // The session holds its delegate until it is invalidated.
    deinit {
        session.finishTasksAndInvalidate()
    }

    func body(of url: URL) async throws -> Data {
        let task = session.dataTask(with: url)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                fetches.start(task, answering: continuation)
                task.resume()
            }
        } onCancel: {
            CappedFetches.cancel(task)
        }
    }
}

/// What each fetch in flight has received: an answer past the limit, or a redirect loop, is refused at once and
/// its transfer cancelled, so neither costs time or memory. Each fetch is answered once.
private final class CappedFetches: NSObject, URLSessionDataDelegate, Sendable {
    private struct Fetch {
        var received = Data()
        var asked: Set<URL> = []
        let waiting: CheckedContinuation<Data, any Error>
    }

    private let limit: Int
    private let inFlight = Locked<[Int: Fetch]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    func start(_ task: URLSessionTask, answering continuation: CheckedContinuation<Data, any Error>) {
        let first = Set(task.originalRequest?.url.map { [$0] } ?? [])
        inFlight.withLock { $0[task.taskIdentifier] = Fetch(asked: first, waiting: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            let words = HTTPURLResponse.localizedString(forStatusCode: status).lowercased()
            end(
                dataTask,
                with: .failure(ServerUser.Unavailable(description: "the server answered \(status) (\(words))")))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = inFlight.withLock { inFlight in
            inFlight[dataTask.taskIdentifier]?.received.append(data)
            return inFlight[dataTask.taskIdentifier].map { $0.received.count > limit } ?? false
        }
        guard tooLarge else { return }
        end(dataTask, with: .failure(ServerUser.Unavailable(description: "the server's answer is larger than 64 KiB")))
        Self.cancel(dataTask)
    }

    /// Follows a redirect to a new http(s) address, at most `maximumRedirects`; refuses, naming it, a loop, one
    /// out of http(s) (read from the answer's `Location`, which Linux's URLSession rewrites), and one too many.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let url = task.originalRequest?.url else { return completionHandler(request) }
        let server = ServerUser.server(of: url)
        let location = (response.allHeaderFields["Location"] as? String).flatMap {
            URL(string: $0, relativeTo: response.url)
        }
        let refusal = inFlight.withLock { inFlight -> String? in
            guard let next = request.url, inFlight[task.taskIdentifier] != nil else { return nil }
            if let location, !ServerUser.isWeb(location) {
                return
                    "the server \(server) redirects the request to \(location.absoluteString), which is no http:// or https:// address"
            }
            if inFlight[task.taskIdentifier]?.asked.insert(next).inserted == false {
                return "the server \(server) redirects the request round a loop"
            }
            let redirects = (inFlight[task.taskIdentifier]?.asked.count ?? 1) - 1
            return redirects > ServerUser.maximumRedirects
                ? "the server \(server) redirected the request \(ServerUser.maximumRedirects) times and still did not answer"
                : nil
        }
        guard let refusal else { return completionHandler(request) }
        end(task, with: .failure(ServerUser.Unavailable(description: refusal)))
        completionHandler(nil)
        Self.cancel(task)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let received = inFlight.withLock { $0[task.taskIdentifier]?.received } ?? Data()
        if let error, let url = task.originalRequest?.url {
            end(task, with: .failure(Self.unavailable(error, of: task, askedAt: url)))
        } else if let error {
            end(task, with: .failure(error))
        } else {
            end(task, with: .success(received))
        }
    }

    /// Stops `task`'s transfer from a queue of its own: `cancel()` waits for the session's queue, which may be
    /// the one asking.
    static func cancel(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    private func end(_ task: URLSessionTask, with result: Result<Data, any Error>) {
        inFlight.withLock { $0.removeValue(forKey: task.taskIdentifier) }?.waiting.resume(with: result)
    }

    /// A network error as one line a person can act on, naming the server where it happened, and the one
    /// that redirected the request there if it was another.
    private static func unavailable(_ error: any Error, of task: URLSessionTask, askedAt url: URL) -> any Error {
        let reached = task.currentRequest?.url ?? url
        let server =
            ServerUser.server(of: reached)
            + (ServerUser.server(of: reached) == ServerUser.server(of: url)
                ? "" : ", where the server \(ServerUser.server(of: url)) redirected the request")
        let code = (error as? URLError)?.code
        let encoding = (task.response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")
        let isHTTPS = reached.scheme?.lowercased() == "https"
        switch code {
        case .cancelled?: return CancellationError()
        case .timedOut?: return ServerUser.Unavailable(description: "the server \(server) did not answer in time")
        case .cannotConnectToHost?, .cannotFindHost?, .networkConnectionLost?, .notConnectedToInternet?:
            return ServerUser.Unavailable(description: "could not connect to the server \(server)")
        case .cannotDecodeContentData?, .cannotDecodeRawData?:
            return notInItsEncoding(server: server, encoding: encoding)
        case .unknown? where encoding != nil:
            return notInItsEncoding(server: server, encoding: encoding)
        case .secureConnectionFailed?:
            return notSpeakingHTTPS(server: server)
        case .unknown? where isHTTPS && task.response == nil:
            return notSpeakingHTTPS(server: server)
        default:
            return ServerUser.Unavailable(description: "could not fetch the user from the server \(server)")
        }
    }

    private static func notInItsEncoding(server: String, encoding: String?) -> any Error {
        // The header is the server's text: named only when it is an encoding a person would know.
        let claimed = encoding?.lowercased() ?? ""
        let named = ["gzip", "x-gzip", "deflate", "br"].contains(claimed) ? claimed + " " : ""
        return ServerUser.Unavailable(
            description: "the server \(server)'s answer is not in the \(named)encoding it claims")
    }

    private static func notSpeakingHTTPS(server: String) -> any Error {
        ServerUser.Unavailable(
            description: "could not speak https with the server \(server); is it a plain http:// server?")
    }
}
