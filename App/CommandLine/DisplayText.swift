/// Makes text typed by the user safe to show back: control characters become `?` and long text is cut,
/// so echoing hostile input can neither move the cursor nor flood the screen.
enum DisplayText {
    /// How many characters of user input a message shows at most.
    static let maximumShownCharacters = 24

    /// `text` with control characters replaced by `?`, cut to `maximumShownCharacters` with `…`.
    static func quoted(_ text: String) -> String {
        let safe = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { isControl($0) ? "?" : $0 }
            )
        )
        guard safe.count > maximumShownCharacters else { return safe }
        return safe.prefix(maximumShownCharacters) + "…"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
