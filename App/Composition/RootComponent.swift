import Core
import ProfileFeature
import QuoteFeature
import SettingsFeature

/// The root of the app's component tree (`^->Root`): it owns what lives as long as the app and creates
/// one child component per feature.
///
/// Each feature's dependency protocol is satisfied in its own file, `RootComponent+<Feature>.swift`, so
/// the compiler checks, feature by feature, that the root provides everything a child declares.
@MainActor
final class RootComponent: BootstrapComponent {
    /// Eager: resolved while the root boots, so every later use sees one settled location.
    let dataDirectory: DataDirectory

    // Storage of the shared children; read them through the accessors in RootComponent+<Feature>.swift.
    var quoteSlot = Shared<QuoteComponent>()
    var settingsSlot = Shared<SettingsComponent>()
    var profileSlot = Shared<ProfileComponent>()

    /// Boots the root for a run with `options` in `environment`, reporting lifetimes to `tracker`.
    init(options: RunOptions, environment: [String: String], tracker: LifetimeTracker?) {
        dataDirectory = DataDirectory(flag: options.dataDirectory, environment: environment)
        super.init(name: "Root", tracker: tracker)
        recordEager(dataDirectory)
    }
}
