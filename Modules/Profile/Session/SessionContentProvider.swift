import Observation

/// The provider of a viewer's session: it loads the session's user, then builds each page in the session's
/// object graph.
@MainActor
@Observable
final class SessionContentProvider: ProfileContentProvider {
    private enum Load {
        case loading
        case loaded(ProfileUser)
        case failed(reason: String)
    }

    let viewer: PrivacyLevel
    @ObservationIgnored private let session: ProfileSessionComponent
    @ObservationIgnored private(set) var loading: Task<Void, Never>?
    private var load = Load.loading

    init(session: ProfileSessionComponent) {
        viewer = session.viewer
        self.session = session
        start()
    }

    func page() -> ProfilePage {
        switch load {
        case .loading: ProfilePage(lines: ["Loading\u{2026}"])
        case .loaded(let user): session.buildPage(for: user)
        case .failed(let reason): ProfilePage(lines: ["The profile could not be loaded: \(reason)."], failed: true)
        }
    }

    func retry() {
        guard case .failed = load else { return }
        start()
    }

    /// Starts the session's load, or joins it, and follows it; the load belongs to the session, so a new
    /// viewer or a sign-out cancels it.
    private func start() {
        load = .loading
        let user = session.user
        loading = Task { [weak self] in
            let load: Load
            do {
                load = .loaded(try await user.value)
            } catch is CancellationError {
                return
            } catch {
                load = .failed(reason: String(describing: error))
            }
            self?.load = load
            self?.loading = nil
        }
    }
}
