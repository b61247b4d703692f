import Foundation
import Testing

@testable import SyncUpsApp

/// Where the data is: the flag's folder, else the data home the environment names, else the home folder's.
@Suite struct SyncUpsCommandTests {
    @Test func theFlagsFolderComesFirst() {
        let command = SyncUpsCommand(dataDirectory: "/tmp/d")
        #expect(command.dataDirectoryURL(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/tmp/d")
    }

    @Test func thenTheDataHomeOfTheEnvironmentWhenItIsAnAbsolutePath() {
        let command = SyncUpsCommand()
        #expect(command.dataDirectoryURL(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/x/syncups")
        #expect(
            command.dataDirectoryURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path
                == "/h/.local/share/syncups")
        #expect(command.dataDirectoryURL(environment: ["HOME": "/h"]).path == "/h/.local/share/syncups")
    }
}
