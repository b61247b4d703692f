import Foundation
import Persistence
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct SchemaVersionTests {
    /// Version 1 stored a note as text alone; version 2 adds stars.
    private struct NoteV1: Codable { var text: String }

    private let version1 = StoreKey<NoteV1>("note")
    private let version2 = StoreKey<Note>("note", version: 2) { storedVersion, payload in
        let old = try JSONDecoder().decode(NoteV1.self, from: payload)
        return Note(text: old.text, stars: storedVersion)
    }

    @Test func anOlderVersionIsMigratedOnRead() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(NoteV1(text: "old"), for: version1)
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(store.value(for: version2) == Note(text: "old", stars: 1))
    }

    @Test func theMigratedValueIsWrittenWithTheNewVersionOnTheNextSave() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(NoteV1(text: "old"), for: version1)
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        let migrated = try #require(store.value(for: version2))
        try await store.save(migrated, for: version2)
        #expect(try directory.read("note.json").contains("\"schemaVersion\" : 2"))
    }

    @Test func anOlderVersionWithoutAMigrationIsSetAsideNotDeleted() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(NoteV1(text: "old"), for: version1)
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
        #expect(store.value(for: StoreKey<Note>("note", version: 2)) == nil)
        #expect(directory.fileNames.contains { $0.hasPrefix("note.json.unreadable-") })
        #expect(reports.lines.first?.contains("schema version 1") == true)
    }

    @Test func aNewerVersionIsLeftInPlaceAndNeverSavedOver() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(
            Note(text: "future", stars: 5), for: version2)
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
        let older = StoreKey<Note>("note")

        #expect(store.value(for: older) == nil)
        #expect(directory.fileNames == [".lock", "note.json"])
        #expect(reports.lines.first?.contains("note.json was written by a newer version of FeatureGraph") == true)

        await #expect(throws: StoreError.self) { try await store.save(Note(text: "past", stars: 0), for: older) }
        #expect(try directory.read("note.json").contains("future"))
    }

    @Test func aNewerVersionWrittenByAnotherProcessAfterReadingIsNotSavedOver() async throws {
        let directory = TemporaryDirectory()
        let older = StoreKey<Note>("note")
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(store.value(for: older) == nil)
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(
            Note(text: "future", stars: 5), for: version2)

        let error = await #expect(throws: StoreError.self) {
            try await store.save(Note(text: "past", stars: 0), for: older)
        }
        #expect(
            error?.description
                == "Could not save to \(directory.url.path)/note.json: a newer version of FeatureGraph wrote it, and "
                + "this one will not overwrite it; update FeatureGraph to change it")
        #expect(try directory.read("note.json").contains("future"))
    }

    @Test func aStoreOfAnotherAppNamesThatAppInWhatItReportsAndRefuses() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(
            Note(text: "future", stars: 5), for: version2)
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url, app: "SyncUps") { reports.add($0) }
        let older = StoreKey<Note>("note")
        #expect(store.value(for: older) == nil)
        #expect(
            reports.lines == [
                "\(directory.url.path)/note.json was written by a newer version of SyncUps; it is left as it is, "
                    + "defaults are used, and it will not be saved over. Update SyncUps to use it."
            ])
        let error = await #expect(throws: StoreError.self) {
            try await store.update(older, default: Note(text: "", stars: 0)) { $0.stars += 1 }
        }
        #expect(
            error?.reason
                == "a newer version of SyncUps wrote it, and this one will not overwrite it; update SyncUps to change it"
        )
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("other.json"), withIntermediateDirectories: true)
        #expect(store.value(for: StoreKey<Note>("other")) == nil)
        #expect(reports.lines.last?.contains("not a file SyncUps wrote") == true)
    }

    @Test func aNewerVersionIsNeverFedToTheMigration() async throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": 3, "value": {"text": "from the future"}}"#, to: "note.json")
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
        await store.flush()
        #expect(store.value(for: version2) == nil)
        #expect(directory.fileNames == [".lock", "note.json"])
        #expect(reports.lines.first?.contains("written by a newer version") == true)
    }

    @Test(arguments: [0, -1])
    func aVersionBelowOneIsSetAsideNotMigrated(version: Int) throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": \#(version), "value": {"text": "odd"}}"#, to: "note.json")
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
        #expect(store.value(for: version2) == nil)
        #expect(directory.fileNames.contains { $0.hasPrefix("note.json.unreadable-") })
        #expect(reports.lines.first?.contains("schema version \(version)") == true)
    }
}

/// A key names a file, so its rules are checked where it is declared: a key breaking them stops the
/// program at once, in development, instead of writing a file no later version can find.
@MainActor
@Suite(.limitForATest) struct StoreKeyTests {
    @Test func keysOfOneTo64AllowedCharactersAreAccepted() {
        #expect(StoreKey<Int>("a").name == "a")
        #expect(StoreKey<Int>(String(repeating: "k", count: 64)).name.count == 64)
        #expect(StoreKey<Int>("privacy-preferences_2").version == 1)
    }

    @Test(arguments: ["", String(repeating: "k", count: 65), "Quote", "../quote", "quote.json", "quote key"])
    func aKeyOutsideTheRulesStops(name: String) async {
        await #expect(processExitsWith: .failure) { [name] in _ = StoreKey<Int>(name) }
    }

    @Test func aSchemaVersionBelowOneStops() async {
        await #expect(processExitsWith: .failure) { _ = StoreKey<Int>("note", version: 0) }
    }
}
