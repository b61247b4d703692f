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
/// both changes; a whole value saved by one is what the next run reads, and is never written over by a
/// value the other computed before it.
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
        #expect(await quotes(in: data).save(quote, changedElsewhere: { _ in unexpected() }).outcome == .saved)
        #expect(quotes(in: data).load() == quote)
    }

    /// Two runs edit the quote from screens opened before either saved: the first is written; the second is
    /// not written over it, and is handed it. Having it, the second's next save is written. (The second's
    /// write waits for the data directory's lock, held here as another run would hold it, so its quote is in
    /// force for a while before its writer finds the first's: what it saves next is computed from the quote
    /// it was handed, not from its own refused one.)
    @Test func twoRunsEditingTheQuoteFromOneReadKeepTheFirstAndHandItToTheSecond() async throws {
        let data = TemporaryDirectory()
        let early = quotes(in: data)
        let late = quotes(in: data)
        #expect(early.load() == nil && late.load() == nil)
        let first = Quote(text: "First run's words.", author: "First")
        let second = Quote(text: "Second run's words.", author: "Second")
        var handed: [Quote] = []

        #expect(await early.save(first, changedElsewhere: { _ in unexpected() }).outcome == .saved)
        let lock = try HeldLock(in: data)
        let refused = late.save(second, changedElsewhere: { handed.append($0) })
        lock.letGo()
        #expect(await refused.outcome == .changedElsewhere)

        #expect(handed == [first])
        #expect(quotes(in: data).load() == first)
        #expect(await late.save(second, changedElsewhere: { _ in unexpected() }).outcome == .saved)
        #expect(await early.save(first, changedElsewhere: { handed.append($0) }).outcome == .changedElsewhere)
        #expect(handed == [first, second])
        #expect(quotes(in: data).load() == second)
    }

    /// A run that saves again saves over its own value, which is no other run's.
    @Test func aRunSavingAgainWritesOverItsOwnSave() async {
        let data = TemporaryDirectory()
        let storage = quotes(in: data)
        _ = storage.load()
        for words in ["First words.", "Second words."] {
            let quote = Quote(text: words, author: "This run")
            #expect(await storage.save(quote, changedElsewhere: { _ in unexpected() }).outcome == .saved)
        }
        #expect(quotes(in: data).load()?.text == "Second words.")
    }

    /// Each load reads what is stored then: a section set through the store since the last load (as Profile
    /// sets one, by `update`) is what the next visit loads, and a save after it is written over it.
    @Test func eachLoadReadsWhatIsStoredThen() async throws {
        let data = TemporaryDirectory()
        let store = store(in: data)
        let storage = KeyedStorage(store: store, key: ProfileWiring.storageKey)
        #expect(storage.load() == nil)
        _ = try await store.update(ProfileWiring.storageKey, default: .default) { $0[.photos] = .everyone }
        let loaded = try #require(storage.load())
        #expect(loaded[.photos] == .everyone)
        var changed = loaded
        changed[.posts] = .everyone
        #expect(await storage.save(changed, changedElsewhere: { _ in unexpected() }).outcome == .saved)
        #expect(preferences(in: data).load() == changed)
    }

    private func quotes(in data: TemporaryDirectory) -> KeyedStorage<Quote> {
        KeyedStorage(store: store(in: data), key: QuoteWiring.storageKey)
    }

    private func unexpected() {
        Issue.record("no other run saved in between")
    }

    private func store(in data: TemporaryDirectory) -> FileKeyValueStore {
        FileKeyValueStore(directory: data.url) { _ in }
    }

    private func preferences(in data: TemporaryDirectory) -> KeyedStorage<PrivacyPreferences> {
        KeyedStorage(store: store(in: data), key: ProfileWiring.storageKey)
    }
}
