/// A value the tests store.
struct Note: Codable, Equatable {
    var text: String
    var stars: Int
}
