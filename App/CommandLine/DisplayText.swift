/// Makes text typed by the user short to quote back in a notice: what a terminal would act on (the same
/// characters `VisibleText` escapes at the output boundary) becomes `?`, and long text is cut, so quoting
/// hostile input neither floods the line nor turns one typed character into a long escape.
enum DisplayText {
    static let maximumShownCharacters = 24

    static func quoted(_ text: String) -> String {
        let safe = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { VisibleText.isHidden($0) ? "?" : $0 }
            )
        )
        guard safe.count > maximumShownCharacters else { return safe }
        return safe.prefix(maximumShownCharacters) + "…"
    }
}
