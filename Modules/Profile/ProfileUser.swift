/// The person whose profile is shown.
public struct ProfileUser: Sendable, Equatable {
    /// Their name.
    public let name: String
    /// A line about them.
    public let bio: String
    /// Their friends' names.
    public let friends: [String]
    /// Their photos' captions.
    public let photos: [String]
    /// Their posts.
    public let posts: [String]

    /// A user with these details.
    public init(name: String, bio: String, friends: [String], photos: [String], posts: [String]) {
        self.name = name
        self.bio = bio
        self.friends = friends
        self.photos = photos
        self.posts = posts
    }

    /// The sample user shipped with the app.
    public static let sample = ProfileUser(
        name: "Ada Lovelace",
        bio: "Mathematician; wrote the first published program, for an engine not yet built.",
        friends: ["Charles Babbage", "Mary Somerville", "Michael Faraday"],
        photos: ["The Analytical Engine, trial model", "Portrait, 1836"],
        posts: [
            "Note G is done: Bernoulli numbers, step by step.", "The engine weaves algebra as a loom weaves flowers.",
        ]
    )
}
