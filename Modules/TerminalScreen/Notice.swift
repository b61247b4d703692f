/// One line for the user after an answer: known at once, or once a change is written (`after(_:_:)`),
/// when the menu shows it. A string literal is a notice known at once.
public struct Notice: Sendable, ExpressibleByStringInterpolation {
    private enum Source: Sendable {
        case text(String)
        case after(Saving, @Sendable (SaveOutcome) -> String)
    }

    private let source: Source

    public init(_ text: String) {
        source = .text(text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The line `describe` makes of `saving`'s outcome, once the write has ended.
    public static func after(_ saving: Saving, _ describe: @escaping @Sendable (SaveOutcome) -> String) -> Notice {
        Notice(source: .after(saving, describe))
    }

    private init(source: Source) {
        self.source = source
    }

    /// The line, if it is known now.
    public var text: String? {
        switch source {
        case .text(let text): text
        case .after(let saving, let describe): saving.settled.map(describe)
        }
    }

    /// Whether the line waits for a write, however soon the write ends.
    public var waitsForAWrite: Bool {
        if case .after = source { true } else { false }
    }

    /// The line once it is known; `nil` if the task waiting for it is cancelled first.
    public var resolved: String? {
        get async {
            switch source {
            case .text(let text): text
            case .after(let saving, let describe): await saving.outcome.map(describe)
            }
        }
    }
}
