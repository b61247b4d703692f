import Foundation
import ProfileFeature
import Testing

/// A user is decoded as the screen would show it: each text 1 to 200 characters, at most 50 of a list.
@Suite struct ProfileUserTests {
    @Test func aUserAtEveryLimitIsAccepted() throws {
        let user = try decode(nameLength: 200, friends: 50)
        #expect(user.name.count == 200)
        #expect(user.friends.count == 50)
    }

    @Test(arguments: [(201, 0), (1, 51)])
    func oneOverALimitIsRefused(nameLength: Int, friends: Int) {
        #expect(throws: DecodingError.self) { try decode(nameLength: nameLength, friends: friends) }
    }

    private func decode(nameLength: Int, friends: Int) throws -> ProfileUser {
        let name = String(repeating: "a", count: nameLength)
        let list = (0..<friends).map { "\"friend \($0)\"" }.joined(separator: ", ")
        let json = #"{"name": "\#(name)", "bio": "b", "friends": [\#(list)], "photos": [], "posts": []}"#
        return try JSONDecoder().decode(ProfileUser.self, from: Data(json.utf8))
    }
}
