import CommandLineOptions
import Persistence

/// Where a run ended, as a link (the main menu's is empty), stored so that `feature-graph resume` comes back
/// there. A stored one is read as a typed link is, and refused the same way.
struct LastLink: Codable, Equatable, Sendable {
    static let key = StoreKey<LastLink>("last-link")

    let text: String

    init(_ text: String) {
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if !text.isEmpty, case .failure(let refusal) = LinkText.segments(of: text) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: refusal.message))
        }
        self.text = text
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    var segments: [String] { text.isEmpty ? [] : text.split(separator: "/").map(String.init) }
}

extension RootComponent {
    /// The link where the last run of this data directory ended, as `feature-graph resume` starts on it; with a
    /// line saying why when there is none to go back to, unless the store has said so already (`reported`).
    func lastLink(reported: () -> Bool) -> (link: [String], problem: String?) {
        let stored = outside.store.value(for: LastLink.key)
        guard let stored else {
            return (
                [], reported() ? nil : "Nothing to resume: no run has ended with this data yet; the main menu instead."
            )
        }
        guard let refusal = Self.refusal(of: stored.segments) else { return (stored.segments, nil) }
        return ([], "The last run ended on \(stored.text), which is no screen now (\(refusal)); the main menu instead.")
    }

    /// Stores where the run ended, `link`, for `resume`; returns the goodbye line that says so.
    func leave(at link: String) -> String? {
        let last = LastLink(link)
        outside.store.update(LastLink.key, default: last, { $0 = last }, completion: { _ in })
        return link.isEmpty ? nil : "Left at \(link) \u{2014} feature-graph resume comes back here."
    }
}
