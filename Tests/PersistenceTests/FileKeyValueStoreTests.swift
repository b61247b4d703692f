import Foundation
import Persistence
import Testing

@Suite struct FileKeyValueStoreTests {
    private let key = StoreKey<Note>("note")

    @Test func aSavedValueReadsBackInANewStore() throws {
        let directory = TestDirectory()
        try FileKeyValueStore(directory: directory.url) { _ in }.save(Note(text: "hi", stars: 3), for: key)
        let reopened = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(reopened.value(for: key) == Note(text: "hi", stars: 3))
    }

    @Test func nothingStoredReadsAsNil() {
        let directory = TestDirectory()
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == nil)
    }

    @Test func theFileCarriesItsSchemaVersion() throws {
        let directory = TestDirectory()
        try FileKeyValueStore(directory: directory.url) { _ in }.save(Note(text: "v", stars: 1), for: key)
        let json = try directory.read("note.json")
        #expect(json.contains("\"schemaVersion\" : 1"))
        #expect(json.contains("\"text\" : \"v\""))
    }

    @Test func theDirectoryIsCreatedOnFirstSaveForTheOwnerOnly() throws {
        let directory = TestDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
        try store.save(Note(text: "x", stars: 0), for: key)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        let file = try FileManager.default.attributesOfItem(atPath: store.fileURL(for: key).path)
        #expect((file[.posixPermissions] as? Int) == 0o600)
    }

    @Test func savingLeavesNoTemporaryFileBehind() throws {
        let directory = TestDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        for stars in 0..<5 { try store.save(Note(text: "n", stars: stars), for: key) }
        #expect(directory.fileNames == [".lock", "note.json"])
    }

    @Test func openingRemovesTemporaryFilesACrashLeftBehind() throws {
        let directory = TestDirectory()
        try directory.write("{\"schemaVersi", to: ".tmp-note.json-123-456")
        _ = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(directory.fileNames == [".lock"])
    }
}
