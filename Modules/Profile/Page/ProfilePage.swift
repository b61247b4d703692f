/// The profile as one viewer may see it, ready to show.
public struct ProfilePage: Sendable, Equatable {
    public let lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}
