import Foundation
import Testing

/// The Swift a doc shows is code that compiles and runs: each block of docs/concurrency.md must be in
/// `Tests/CoreTests/ConcurrencyExamples.swift`, word for word.
@Suite struct DocExamplesTests {
    @Test func everySwiftBlockOfTheConcurrencyGuideIsCompiledCode() throws {
        let guide = try PackageFiles.text("docs/concurrency.md")
        let examples = try PackageFiles.text("Tests/CoreTests/ConcurrencyExamples.swift")
        let blocks = guide.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        #expect(blocks.count == 3)
        for block in blocks {
            let indented = block.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            #expect(
                examples.contains(block) || examples.contains(indented),
                "docs/concurrency.md shows code that is not in ConcurrencyExamples.swift:\n\(block)")
        }
    }
}
