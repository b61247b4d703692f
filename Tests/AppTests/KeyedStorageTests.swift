import FeatureStorage
import Persistence
import ProfileFeature
import ProfileWiring
import QuoteFeature
import QuoteWiring
import TestSupport
import Testing

@testable import App

/// The adapter the app runs for each feature's stored value, over the real file store: two runs of the
/// app (two stores on one data directory) changing different sections of the privacy preferences keep
/// both changes, and a whole value saved by one is what the next run reads.
@MainActor
@Suite(.limitForATest) struct KeyedStorageTests {
    @Test func twoRunsChangingDifferentSectionsKeepBoth() async {
        let data = TemporaryDirectory()
        let first = preferences(in: data)
        let second = preferences(in: data)
        #expect(first.load() == nil && second.load() == nil)

        let photos = first.save(.everyone, for: .photos)
        let posts = second.save(.closeFriend, for: .posts)

        #expect(await photos.outcome == .saved)
        #expect(await posts.outcome == .saved)
        let read = preferences(in: data).load()
        #expect(read?[.photos] == .everyone)
        #expect(read?[.posts] == .closeFriend)
        #expect(read?[.messages] == PrivacyPreferences.default[.messages])
    }

    @Test func aQuoteSavedIsWhatTheNextRunReads() async {
        let data = TemporaryDirectory()
        let quote = Quote(text: "Simple is better.", author: "Someone")
        #expect(await KeyedStorage(store: store(in: data), key: QuoteWiring.storageKey).save(quote).outcome == .saved)
        #expect(KeyedStorage(store: store(in: data), key: QuoteWiring.storageKey).load() == quote)
    }

    private func store(in data: TemporaryDirectory) -> FileKeyValueStore {
        FileKeyValueStore(directory: data.url) { _ in }
    }

    private func preferences(in data: TemporaryDirectory) -> KeyedStorage<PrivacyPreferences> {
        KeyedStorage(store: store(in: data), key: ProfileWiring.storageKey)
    }
}
