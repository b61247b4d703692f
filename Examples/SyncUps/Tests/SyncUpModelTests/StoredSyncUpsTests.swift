import Foundation
import SyncUpModel
import Testing

/// A stored file is input: one that breaks a rule a prompt keeps is refused whole, naming the rule, so the store
/// sets it aside; one that keeps them reads back as written.
@Suite struct StoredSyncUpsTests {
    @Test func theSampleReadsBackAsWritten() throws {
        let data = try JSONEncoder().encode(StoredSyncUps([.sample]))
        #expect(try JSONDecoder().decode(StoredSyncUps.self, from: data).syncUps == [.sample])
    }

    @Test(arguments: [
        (#"[{"id":1,"title":"T","minutes":0,"attendees":[{"name":"A"}],"meetings":[]}]"#, "lasts 0 minutes"),
        (#"[{"id":1,"title":"T","minutes":31,"attendees":[{"name":"A"}],"meetings":[]}]"#, "lasts 31 minutes"),
        (#"[{"id":1,"title":"T","minutes":5,"attendees":[],"meetings":[]}]"#, "has 0 attendees"),
        (#"[{"id":1,"title":"","minutes":5,"attendees":[{"name":"A"}],"meetings":[]}]"#, "title cannot be empty"),
        (#"[{"id":1,"title":"\u001b[2J","minutes":5,"attendees":[{"name":"A"}],"meetings":[]}]"#, "control characters"),
        (#"[{"id":1,"title":"T","minutes":5,"attendees":[{"name":" "}],"meetings":[]}]"#, "name cannot be empty"),
        (#"[{"id":0,"title":"T","minutes":5,"attendees":[{"name":"A"}],"meetings":[]}]"#, "not numbered from 1"),
        (
            #"[{"id":1,"title":"T","minutes":5,"attendees":[{"name":"A"}],"meetings":[]},"#
                + #"{"id":1,"title":"U","minutes":5,"attendees":[{"name":"B"}],"meetings":[]}]"#,
            "two sync-ups with one number"
        ),
        (
            #"[{"id":1,"title":"T","minutes":5,"attendees":[{"name":"A"}],"meetings":[{"id":1,"date":0,"#
                + #""transcript":[]},{"id":1,"date":0,"transcript":[]}]}]"#,
            "meetings are not numbered once each"
        ),
        (
            #"[{"id":1,"title":"T","minutes":5,"attendees":[{"name":"A"}],"meetings":[{"id":1,"date":0,"#
                + #""transcript":["\u0007"]}]}]"#,
            "transcript holds control characters"
        ),
    ])
    func aFileBreakingARuleIsRefusedNamingIt(json: String, rule: String) {
        #expect {
            try JSONDecoder().decode(StoredSyncUps.self, from: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains(rule)
        }
    }

    @Test func thirtyAttendeesAreTakenAndThirtyOneRefused() throws {
        var syncUp = SyncUp.sample
        syncUp.attendees = Array(repeating: Attendee(name: "A"), count: 30)
        let thirty = try JSONEncoder().encode([syncUp])
        #expect(try JSONDecoder().decode(StoredSyncUps.self, from: thirty).syncUps.count == 1)
        syncUp.attendees.append(Attendee(name: "B"))
        let thirtyOne = try JSONEncoder().encode([syncUp])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StoredSyncUps.self, from: thirtyOne) }
    }
}
