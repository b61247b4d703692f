import Foundation
import Persistence
import TestSupport
import Testing

/// Kills a process while it saves, many times, and checks that every stored file still holds a whole value.
@MainActor
@Suite(.limitForATest)
struct CrashSafetyTests {
    private let key = StoreKey<SaveLoopProcess.Record>("record")

    @Test func aKillAtAnyInstantLeavesTheOldValueOrTheNewOne() async throws {
        let directory = TemporaryDirectory()
        var lastStore: FileKeyValueStore?
        for round in 0..<40 {
            let saver = try SaveLoopProcess(directory: directory.url, tag: "round\(round)", count: 0, keys: ["record"])
            try await saver.waitUntilReady()
            try await Task.sleep(for: .microseconds(Int.random(in: 0...20_000)))
            try await saver.kill()

            let reports = ReportLog()
            let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
            let record = try #require(store.value(for: key), "round \(round): no whole value after the kill")
            #expect(record.tag == "round\(round)")
            #expect(reports.lines.isEmpty, "round \(round): \(reports.lines)")
            lastStore = store
        }
        // A store sweeps a killed save's leftover on its writer, as its first job: once that has run,
        // nothing but the value and the lock is left.
        await lastStore?.flush()
        #expect(directory.fileNames == [".lock", "record.json"])
    }
}

/// Two processes saving into one directory at the same time.
@MainActor
@Suite(.limitForATest)
struct ConcurrentSaveTests {
    @Test func twoProcessesSavingAtOnceCorruptNothingAndLoseNoKey() async throws {
        let directory = TemporaryDirectory()
        let first = try SaveLoopProcess(directory: directory.url, tag: "first", count: 150, keys: ["shared", "first"])
        let second = try SaveLoopProcess(
            directory: directory.url, tag: "second", count: 150, keys: ["shared", "second"])

        let results = [try await first.finish(), try await second.finish()]

        #expect(results.map(\.status) == [0, 0], "\(results.map(\.errors))")
        let store = FileKeyValueStore(directory: directory.url) { Issue.record("unexpected report: \($0)") }
        #expect(store.value(for: StoreKey<SaveLoopProcess.Record>("first"))?.sequence == 149)
        #expect(store.value(for: StoreKey<SaveLoopProcess.Record>("second"))?.sequence == 149)
        let shared = try #require(store.value(for: StoreKey<SaveLoopProcess.Record>("shared")))
        #expect(["first", "second"].contains(shared.tag))
        #expect(directory.fileNames == [".lock", "first.json", "second.json", "shared.json"])
    }

    /// Three processes each changing their own part of one value, 100 times: not one change is lost.
    @Test func processesUpdatingDifferentPartsOfOneValueLoseNoChange() async throws {
        let directory = TemporaryDirectory()
        let parts = ["photos", "posts", "messages"]
        let counters = try parts.map { try SaveLoopProcess(directory: directory.url, counting: $0, times: 100) }

        var results: [(status: Int32, errors: String)] = []
        for counter in counters { results.append(try await counter.finish()) }

        #expect(results.map(\.status) == [0, 0, 0], "\(results.map(\.errors))")
        let store = FileKeyValueStore(directory: directory.url) { Issue.record("unexpected report: \($0)") }
        #expect(store.value(for: StoreKey<[String: Int]>("counts")) == ["photos": 100, "posts": 100, "messages": 100])
    }

    /// The same with whole values: each process reads, adds, and writes the whole value naming its read; a
    /// write that finds another process's value is not made, and the process reads and adds again.
    @Test func processesReplacingValuesComputedFromTheirReadsLoseNoChange() async throws {
        let directory = TemporaryDirectory()
        let parts = ["photos", "posts", "messages"]
        let counters = try parts.map {
            try SaveLoopProcess(directory: directory.url, counting: $0, times: 100, byReplacing: true)
        }

        var results: [(status: Int32, errors: String)] = []
        for counter in counters { results.append(try await counter.finish()) }

        #expect(results.map(\.status) == [0, 0, 0], "\(results.map(\.errors))")
        let store = FileKeyValueStore(directory: directory.url) { Issue.record("unexpected report: \($0)") }
        #expect(store.value(for: StoreKey<[String: Int]>("counts")) == ["photos": 100, "posts": 100, "messages": 100])
    }
}
