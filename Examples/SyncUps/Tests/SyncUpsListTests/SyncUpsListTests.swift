import Composition
import FeatureFakes
import LifetimeChecks
import SyncUpModel
import SyncUpsList
import SyncUpsListFakes
import SyncUpsTestSupport
import Testing

/// The list over its fakes, on a root that declares it alone, each lifetime watched by a `LifetimeCheck`.
@MainActor
@Suite struct SyncUpsListTests {
    private let fakes = SyncUpsListFakes(reporting: .runningTest)
    private let check = LifetimeCheck()

    private func root(storing stored: [SyncUp]?) -> (OneFeatureRoot<SyncUpsListComponent>, FakeSyncUpsStorage) {
        let storage = FakeSyncUpsStorage(stored: stored)
        fakes.storage = storage
        fakes.detail = { [detail = fakes.detailPlaceholder] _ in detail.route }
        fakes.newSyncUpForm = fakes.formPlaceholder.route
        return (OneFeatureRoot("Sync-ups", entry: "Sync-ups", fakes: fakes, observer: check), storage)
    }

    @Test func nothingStoredShowsTheSampleNumberedOne() {
        let (root, _) = root(storing: nil)
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["syncups"]) == nil)
        #expect(navigation.choices == ["1 Design · 3 attendees · 6 min", "a Add a sync-up"])
        check.expectNothingCaptive()
        withExtendedLifetime(tree) {}
    }

    @Test func everySyncUpStoredIsAChoiceKeyedByItsNumberThatOpensItsDetail() {
        let retro = SyncUp(id: 7, title: "Retro", minutes: 10, attendees: [Attendee(name: "Bo")])
        let (root, _) = root(storing: [retro])
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["syncups"])
        #expect(navigation.choices == ["7 Retro · 1 attendee · 10 min", "a Add a sync-up"])
        #expect(navigation.open(link: ["7"]) == nil)
        #expect(navigation.link == "syncups/7")
        #expect(fakes.detailPlaceholder.opened == 1)
        withExtendedLifetime(tree) {}
    }

    @Test func aNumberNoSyncUpHasOpensNothing() {
        let (root, _) = root(storing: [.sample])
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["syncups", "2"]) == 1)
        #expect(fakes.detailPlaceholder.opened == 0)
        withExtendedLifetime(tree) {}
    }

    @Test func deletingEveryOneLeavesAnEmptyListNotTheSample() {
        let (root, storage) = root(storing: [])
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["syncups"])
        #expect(navigation.top.content == ["No sync-ups yet: a adds one."])
        #expect(navigation.choices == ["a Add a sync-up"])
        #expect(storage.written.isEmpty)
        withExtendedLifetime(tree) {}
    }

    @Test func aChangeIsInForceAtOnceAndWhatIsStoredAfterItIsAdoptedAnotherRunsChangeToo() {
        let storage = FakeSyncUpsStorage(stored: nil)
        let book = SyncUpsBook(storage: storage)
        let retro = SyncUp(id: 2, title: "Retro", minutes: 10, attendees: [Attendee(name: "Bo")])
        storage.storedByAnotherRun([.sample, retro])
        let standUp = SyncUp(id: 0, title: "Stand-up", minutes: 5, attendees: [Attendee(name: "Ana")])
        let made = book.make(.add(standUp), saying: "Kept Stand-up")
        #expect(made.id == 2)
        #expect(made.notice.text == "Kept Stand-up.")
        #expect(storage.written == [.add(standUp)])
        #expect(book.syncUps.map(\.title) == ["Design", "Retro", "Stand-up"])
        #expect(book.syncUp(3)?.title == "Stand-up")
        #expect(storage.load()?.map(\.title) == ["Design", "Retro", "Stand-up"])
    }

    @Test func theAddChoiceOpensTheForm() {
        let (root, _) = root(storing: nil)
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["syncups", "new"]) == nil)
        #expect(fakes.formPlaceholder.opened == 1)
        withExtendedLifetime(tree) {}
    }
}
