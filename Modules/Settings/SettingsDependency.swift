import Core

/// What the Settings feature needs from its parent and cannot make itself.
///
/// The App satisfies it in `RootComponent+Settings.swift`; members arrive with the feature's screens.
@MainActor
public protocol SettingsDependency {}
