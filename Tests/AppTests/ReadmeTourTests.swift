import Foundation
import Testing

@testable import App

/// The README's tour is a real session: this runs the command it shows and compares the output.
@MainActor
@Suite struct ReadmeTourTests {
    @Test func theTourIsWhatTheAppPrints() async throws {
        let readme = try PackageFiles.text("README.md")
        let tour = try #require(Self.between("<!-- tour: begin -->", "<!-- tour: end -->", in: readme))
        let command = try #require(Self.between("```sh\n", "\n```", in: tour))
        let transcript = try #require(Self.between("```text\n", "\n```", in: tour))

        let input = try #require(Self.between("printf '", "'", in: command)).replacingOccurrences(of: "\\n", with: "\n")
        let arguments = try #require(Self.between("swift run feature-graph ", " --data-dir", in: command))
            .split(separator: " ").map(String.init)
        let run = await AppRun(arguments, input: input, echoesInput: true)

        #expect(
            run.output.trimmingCharacters(in: .newlines) == transcript,
            "README.md's tour is stale: run scripts/update-docs.sh")
    }

    private static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
        else { return nil }
        return String(text[from.upperBound..<to.lowerBound])
    }
}
