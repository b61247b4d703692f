import Foundation
import Testing

@testable import App

@Suite struct DataDirectoryTests {
    private let everything = [
        "FEATURE_GRAPH_DATA_DIR": "/env/dir",
        "XDG_DATA_HOME": "/xdg",
        "HOME": "/home/ada",
    ]

    @Test func theFlagComesFirst() {
        let directory = DataDirectory(flag: "/flag/dir", environment: everything)
        #expect(directory.url.path == "/flag/dir")
        #expect(directory.source == .flag)
    }

    @Test func thenTheEnvironmentVariable() {
        let directory = DataDirectory(flag: nil, environment: everything)
        #expect(directory.url.path == "/env/dir")
        #expect(directory.source == .environment)
    }

    @Test func thenXDGDataHome() {
        var environment = everything
        environment["FEATURE_GRAPH_DATA_DIR"] = ""
        let directory = DataDirectory(flag: nil, environment: environment)
        #expect(directory.url.path == "/xdg/feature-graph")
        #expect(directory.source == .xdgDataHome)
        #expect(directory.description == "/xdg/feature-graph (from XDG_DATA_HOME)")
    }

    @Test func thenHome() {
        let directory = DataDirectory(flag: nil, environment: ["HOME": "/home/ada"])
        #expect(directory.description == "/home/ada/.local/share/feature-graph (from HOME)")
    }

    /// An empty HOME is no home: the account's own home folder is used, never `/.local/share`.
    @Test func anEmptyHomeFallsBackToTheAccountsHomeFolder() {
        let directory = DataDirectory(flag: nil, environment: ["HOME": ""])
        #expect(directory.url.path != "/.local/share/feature-graph")
        #expect(
            directory.url.path
                == FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/feature-graph")
                .standardizedFileURL.path)
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecificationAsks() {
        let directory = DataDirectory(flag: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
        #expect(directory.url.path == "/home/ada/.local/share/feature-graph")
        #expect(directory.source == .home)
    }

    @Test func aRelativeFlagIsResolvedAgainstTheWorkingDirectory() {
        let directory = DataDirectory(flag: "data", environment: [:])
        #expect(directory.url.path.hasPrefix("/"))
        #expect(directory.url.lastPathComponent == "data")
    }
}
