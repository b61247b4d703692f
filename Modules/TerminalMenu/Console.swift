/// The one seam between the menu and the outside world: the binary reads the terminal through it, and
/// tests drive the same menu in-process through a scripted one.
@MainActor
public protocol Console: AnyObject, Sendable {
    var isStyled: Bool { get }

    /// Whether the menu writes each line it reads after the `> ` prompt: when the input does not come from
    /// a terminal (which shows what is typed itself), so that a piped transcript reads like a session and
    /// every notice starts a line of its own.
    var echoesInput: Bool { get }

    /// Whether the menu waits for a screen's load to end before it reads the next line: when the input is
    /// a script (piped, or a test's), which would otherwise type its next line before anything loaded.
    /// A person at a terminal may act during a load instead (leave, or view as someone else).
    var waitsForLoads: Bool { get }

    /// The next line typed, without its line ending; `nil` at end of input, or once nobody reads the
    /// output. Read off the main actor: the menu waits for it without blocking, so that what happens
    /// meanwhile (a reminder) is shown at once.
    func nextLine() async -> String?

    /// Writes `text` to standard output as it is (no newline is added).
    func write(_ text: String)

    func writeError(_ text: String)

    func writeTitle(_ title: String)

    /// Whether the console holds lines that came while the menu waited at a prompt, which the next write
    /// shows first: the trace does, to show a batch of them together.
    var holdsLines: Bool { get }

    /// Whether the input ended because the person pressed Ctrl-C, which the app then ends with 130.
    var wasInterrupted: Bool { get }

    /// What was typed and not entered when Ctrl-C ended the input, which the menu says it drops.
    var lineNotEntered: String? { get }

    /// The menu has ended: the console reads no more, and gives back the terminal it took. What the app
    /// then waits for (a save) is not the person's to type into, and Ctrl-C is the terminal's again.
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
