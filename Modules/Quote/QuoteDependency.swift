import Composition

/// What the Quote feature needs and cannot make itself: a place to keep the quote, and the way to the
/// notification settings, which another feature owns. The App meets it in `QuoteWiring`, a target of Quote's
/// own, so another feature may name a need `storage` too.
@MainActor
public protocol QuoteDependency {
    var storage: any QuoteStorage { get }
    /// Into Notification settings: a destination of another feature, which only the App can name.
    var reminderSettings: AnyDestination<QuoteComponent> { get }
}
