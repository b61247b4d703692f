/// The friends, photos and posts a viewer may see; a hidden one says who may see it instead.
struct ProfileSections {
    let user: ProfileUser
    let snapshot: PrivacySnapshot

    var lines: [String] {
        [
            line(.friendsList, "Friends", user.friends),
            line(.photos, "Photos", user.photos),
            line(.posts, "Posts", user.posts),
        ]
    }

    private func line(_ section: ProfileSection, _ title: String, _ items: [String]) -> String {
        guard snapshot.shows(section) else {
            return "\(title): hidden (\(snapshot.preferences[section].audienceTitle.lowercased()))"
        }
        return "\(title) (\(items.count)): " + items.joined(separator: " \u{00B7} ")
    }
}
