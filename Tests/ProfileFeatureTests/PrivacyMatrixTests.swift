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

    /// The example's defaults: friends list, posts and messages for friends; photos and video calls for
    /// close friends. A stranger sees none of them.
    static let defaultMatrix: [(PrivacyLevel, Set<ProfileSection>)] = [
        (.everyone, []),
        (.friend, [.friendsList, .posts, .messages]),
        (.closeFriend, Set(ProfileSection.allCases)),
    ]

    @Test(arguments: defaultMatrix)
    func theDefaultsShowEachViewerTheDocumentedSections(viewer: PrivacyLevel, shown: Set<ProfileSection>) {
        let visible = ProfileSection.allCases.filter { PrivacyPreferences.default[$0] <= viewer }
        #expect(Set(visible) == shown)
    }
}
