import Core

/// What the Profile feature needs from its parent and cannot make itself.
///
/// The App satisfies it in `RootComponent+Profile.swift`; members arrive with the feature's screens.
@MainActor
public protocol ProfileDependency {}
