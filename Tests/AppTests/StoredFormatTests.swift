import Foundation
import Persistence
import ProfileFeature
import ProfileWiring
import QuoteFeature
import QuoteWiring
import SettingsFeature
import SettingsWiring
import TestSupport
import Testing

@testable import App

/// The exact bytes each stored type is written as, pinned by a golden file per key in `Golden/`: a
/// change of format fails here, so it is made on purpose, with a new schema version and a migration.
@MainActor
@Suite(.limitForATest) struct StoredFormatTests {
    @Test func theQuoteIsStoredAsItsGoldenFile() async throws {
        try await expectStored(
            Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger Dijkstra"),
            under: QuoteWiring.storageKey)
    }

    @Test func theScheduleIsStoredAsItsGoldenFile() async throws {
        let schedule = NotificationSchedule(
            start: try #require(TimeOfDay(hour: 22, minute: 0)), stop: try #require(TimeOfDay(hour: 6, minute: 30)),
            frequencyMinutes: 45)
        try await expectStored(schedule, under: SettingsWiring.storageKey)
    }

    @Test func privacyPreferencesAreStoredBySectionAndLevelNames() async throws {
        try await expectStored(
            PrivacyPreferences([.photos: .closeFriend, .messages: .everyone]), under: ProfileWiring.storageKey)
    }

    @Test func aMissingSectionTakesItsDefault() throws {
        let directory = TemporaryDirectory()
        try directory.write(
            #"{"schemaVersion": 2, "value": {"photos": "everyone"}}"#, to: "privacy-preferences.json")
        let stored = try #require(store(in: directory).value(for: ProfileWiring.storageKey))
        #expect(stored[.photos] == .everyone)
        for section in ProfileSection.allCases where section != .photos {
            #expect(stored[section] == PrivacyPreferences.default[section])
        }
    }

    @Test func anUnknownLevelNameIsRefusedNamingItsSection() throws {
        let directory = TemporaryDirectory()
        try directory.write(
            #"{"schemaVersion": 2, "value": {"photos": "nobody\u001b[2J"}}"#, to: "privacy-preferences.json")
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
        #expect(store.value(for: ProfileWiring.storageKey) == nil)
        #expect(directory.fileNames.contains { $0.hasPrefix("privacy-preferences.json.unreadable-") })
        #expect(reports.lines.count == 1)
        #expect(
            reports.lines.first?.contains(
                "holds a value FeatureGraph refuses (photos level \"nobody\u{1b}[2J\" is none of the names everyone, friend, "
                    + "close-friend)")
                == true)
    }

    @Test func version1PreferencesAreMigratedAndSavedInTheNewFormat() async throws {
        let directory = TemporaryDirectory()
        try directory.write(
            #"{"schemaVersion": 1, "value": {"levels": ["messages", 0, "photos", 2]}}"#,
            to: "privacy-preferences.json")
        let store = store(in: directory)
        let migrated = try #require(store.value(for: ProfileWiring.storageKey))
        #expect(migrated[.messages] == .everyone)
        #expect(migrated[.photos] == .closeFriend)
        #expect(migrated[.posts] == PrivacyPreferences.default[.posts])

        try await store.save(migrated, for: ProfileWiring.storageKey)
        let text = try String(
            contentsOf: directory.url.appendingPathComponent("privacy-preferences.json"), encoding: .utf8)
        #expect(text.contains(#""schemaVersion" : 2"#))
        #expect(text.contains(#""messages" : "everyone""#))
    }

    /// A version-1 file that is not what version 1 wrote is set aside, never half-migrated.
    @Test(arguments: [
        #"{"levels": ["messages", 0, "photos"]}"#,
        #"{"levels": ["messages", 3]}"#,
        #"{"levels": ["inbox", 0]}"#,
        #"{"levels": ["messages", "everyone"]}"#,
        #"{"levels": {"messages": 0}}"#,
    ])
    func aMalformedVersion1FileIsSetAside(value: String) throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": 1, "value": "# + value + "}", to: "privacy-preferences.json")
        #expect(store(in: directory).value(for: ProfileWiring.storageKey) == nil)
        #expect(directory.fileNames.contains { $0.hasPrefix("privacy-preferences.json.unreadable-") })
    }

    /// Saves `value` under `key` in a fresh directory and compares the file with `Golden/<key>.json`,
    /// naming each line that differs.
    private func expectStored<Value>(_ value: Value, under key: StoreKey<Value>) async throws {
        let directory = TemporaryDirectory()
        try await store(in: directory).save(value, for: key)
        let written = try Data(contentsOf: directory.url.appendingPathComponent("\(key.name).json"))
        let golden = try Data(contentsOf: Self.golden.appendingPathComponent("\(key.name).json"))
        let writtenLines = String(decoding: written, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let goldenLines = String(decoding: golden, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(writtenLines.count, goldenLines.count) {
            let wrote = index < writtenLines.count ? String(writtenLines[index]) : "(nothing)"
            let expected = index < goldenLines.count ? String(goldenLines[index]) : "(nothing)"
            #expect(wrote == expected, "Golden/\(key.name).json line \(index + 1)")
        }
    }

    private func store(in directory: TemporaryDirectory) -> FileKeyValueStore {
        FileKeyValueStore(directory: directory.url) { _ in }
    }

    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
}
