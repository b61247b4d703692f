/// The one seam between the menu and the outside world: the binary reads the terminal through it, and
/// tests drive the same menu in-process through a scripted one.
@MainActor
public protocol Console: AnyObject, Sendable {
    var isStyled: Bool { get }

    /// Whether each line read is written after the `> ` prompt: when input is not a terminal, so a piped
    /// transcript reads like a session.
    var echoesInput: Bool { get }

    /// Whether a screen's load ends before the next line is read: for a script, which would type on before
    /// anything loaded; a person at a terminal may act during a load.
    var waitsForLoads: Bool { get }

    /// The next line typed, without its ending; `nil` at the end of input, or once nobody reads the output.
    func nextLine() async -> String?

    func write(_ text: String)

    func writeError(_ text: String)

    func writeTitle(_ title: String)

    /// Whether lines that came while the menu waited are held, the next write showing them first (the trace).
    var holdsLines: Bool { get }

    /// Whether Ctrl-C ended the input; the app then ends with 130.
    var wasInterrupted: Bool { get }

    var lineNotEntered: String? { get }

    /// The menu has ended: reads no more, and gives back the terminal, whose Ctrl-C is its own again.
    func close()
}

extension Console {
    public var holdsLines: Bool { false }
    public var wasInterrupted: Bool { false }
    public var lineNotEntered: String? { nil }
    public func close() {}

    /// Bold (`ESC[1m` … `ESC[0m`) when styled, plain otherwise.
    public func writeTitle(_ title: String) {
        write(isStyled ? "\u{1B}[1m\(title)\u{1B}[0m\n" : title + "\n")
    }
}
