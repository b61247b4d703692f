import Persistence
import Testing

@MainActor
@Suite struct InMemoryKeyValueStoreTests {
    @Test func keepsValuesByKey() async throws {
        let store = InMemoryKeyValueStore()
        try await store.save(Note(text: "a", stars: 1), for: StoreKey("first"))
        try await store.save(Note(text: "b", stars: 2), for: StoreKey("second"))
        #expect(store.value(for: StoreKey<Note>("first")) == Note(text: "a", stars: 1))
        #expect(store.value(for: StoreKey<Note>("second")) == Note(text: "b", stars: 2))
        #expect(store.value(for: StoreKey<Note>("third")) == nil)
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
