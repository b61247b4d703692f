import ProfileFeature
import Testing

/// Every viewer level against every preference, for every section.
@Suite struct PrivacyMatrixTests {
    static let cases: [(ProfileSection, PrivacyLevel, PrivacyLevel)] = ProfileSection.allCases.flatMap { section in
        PrivacyLevel.allCases.flatMap { viewer in PrivacyLevel.allCases.map { (section, viewer, $0) } }
    }

    @Test(arguments: cases)
    func aSectionShowsWhenTheViewerIsAtLeastAsCloseAsItsPreferenceAsks(
        section: ProfileSection, viewer: PrivacyLevel, preference: PrivacyLevel
    ) {
        let snapshot = PrivacySnapshot(viewer: viewer, preferences: PrivacyPreferences([section: preference]))
        let expected =
            switch (viewer, preference) {
            case (_, .everyone), (.friend, .friend), (.closeFriend, _): true
            default: false
            }
        #expect(snapshot.shows(section) == expected)
    }

    @Test func theLevelsAreOrderedEveryoneFriendCloseFriend() {
        #expect(PrivacyLevel.everyone < .friend)
        #expect(PrivacyLevel.friend < .closeFriend)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let defaults = PrivacyPreferences.default
        #expect(defaults[.friendsList] == .everyone)
        #expect(defaults[.posts] == .everyone)
        #expect(defaults[.photos] == .friend)
        #expect(defaults[.messages] == .friend)
        #expect(defaults[.videoCalls] == .closeFriend)
    }
}
