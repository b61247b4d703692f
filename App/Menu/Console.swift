/// The one seam between the menu and the outside world: the binary reads the terminal through it, and
/// tests drive the same menu in-process through a scripted one.
@MainActor
package protocol Console: AnyObject {
    /// Whether output may carry terminal styling (bold titles).
    var isStyled: Bool { get }

    /// The next line typed, without its line ending; `nil` at end of input.
    func readLine() -> String?

    /// Writes `text` to standard output as it is (no newline is added).
    func write(_ text: String)

    /// Writes `text` to standard error as it is.
    func writeError(_ text: String)
}
