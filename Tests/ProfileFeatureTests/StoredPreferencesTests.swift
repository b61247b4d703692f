import Foundation
import ProfileFeature
import Testing

/// Stored preferences are input: a level name this version does not know is refused, named with its
/// section and shown whole up to 40 characters, cut after them.
@Suite struct StoredPreferencesTests {
    @Test(arguments: [(40, false), (41, true)])
    func anUnknownLevelIsShownWholeUpTo40Characters(length: Int, isCut: Bool) {
        let name = String(repeating: "n", count: length)
        let json = Data(#"{"photos": "\#(name)"}"#.utf8)
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PrivacyPreferences.self, from: json)
        }
        guard case .dataCorrupted(let context) = error else { return }
        let shown = isCut ? String(name.prefix(40)) + "\u{2026}" : name
        #expect(context.debugDescription.hasPrefix(#"photos level "\#(shown)" is none of the names"#))
    }
}
