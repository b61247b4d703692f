import Persistence
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct InMemoryKeyValueStoreTests {
    @Test func keepsValuesByKey() async throws {
        let store = InMemoryKeyValueStore()
        try await store.save(Note(text: "a", stars: 1), for: StoreKey("first"))
        try await store.save(Note(text: "b", stars: 2), for: StoreKey("second"))
        #expect(store.value(for: StoreKey<Note>("first")) == Note(text: "a", stars: 1))
        #expect(store.value(for: StoreKey<Note>("second")) == Note(text: "b", stars: 2))
        #expect(store.value(for: StoreKey<Note>("third")) == nil)
    }

    /// What a key holds is read as the key's type or not at all, as the file store reads it: a value saved
    /// as another type, or by a newer version, reads as nothing.
    @Test func aValueThatIsNotTheKeysTypeReadsAsNothing() async throws {
        let store = InMemoryKeyValueStore()
        try await store.save(Note(text: "a", stars: 1), for: StoreKey("note"))
        #expect(store.value(for: StoreKey<[String]>("note")) == nil)
        try await store.save(["newer"], for: StoreKey("list", version: 2))
        #expect(store.value(for: StoreKey<[String]>("list")) == nil)
    }

    @Test func aLaterSaveReplacesTheValue() async throws {
        let store = InMemoryKeyValueStore()
        let key = StoreKey<Note>("note")
        try await store.save(Note(text: "a", stars: 1), for: key)
        try await store.save(Note(text: "b", stars: 2), for: key)
        #expect(store.value(for: key) == Note(text: "b", stars: 2))
    }

    @Test func anUpdateAppliesItsChangeToWhatIsStored() async throws {
        let store = InMemoryKeyValueStore()
        let key = StoreKey<[String: Int]>("counts")
        #expect(try await store.update(key, default: ["posts": 0]) { $0["posts", default: 0] += 1 } == ["posts": 1])
        #expect(try await store.update(key, default: [:]) { $0["photos"] = 2 } == ["posts": 1, "photos": 2])
        #expect(store.value(for: key) == ["posts": 1, "photos": 2])
    }
}
