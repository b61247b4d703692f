import Observation

/// The provider of a viewer's session: it loads the session's user, then holds the page component of that
/// user, which builds each drawing.
@MainActor
@Observable
final class SessionContentProvider: ProfileContentProvider {
    private enum Load {
        case loading
        case loaded(ProfilePageComponent)
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
        case .loaded(let page): page.build()
        case .failed(let reason): ProfilePage(lines: ["The profile could not be loaded: \(reason)."], failed: true)
        }
    }

    func retry() {
        guard case .failed = load else { return }
        start()
    }

    /// Starts the session's load, or joins it, and follows it in a task of the session's own: a new viewer
    /// or a sign-out releases the session, which cancels both.
    private func start() {
        load = .loading
        let user = session.user
        let following = session.startTask(named: "showing the user") { @MainActor [weak self] in
            let load: Load
            do {
                let loaded = try await user.value
                guard let self else { return }
                load = .loaded(session.page(of: loaded))
            } catch is CancellationError {
                return
            } catch {
                load = .failed(reason: String(describing: error))
            }
            self?.load = load
            self?.loading = nil
        }
        loading = following.running
    }
}
