import Core

/// What the Quote feature needs from its parent and cannot make itself.
///
/// The App satisfies it in `RootComponent+Quote.swift`; members arrive with the feature's screens.
@MainActor
public protocol QuoteDependency {}
