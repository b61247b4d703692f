import TerminalScreen

extension AnyDestination {
    /// Where another feature's `destination` would lead, for a feature run alone or tested without that
    /// feature: a screen of its own naming the feature and the destination, with nothing to choose but Back.
    /// It reaches no component, so it holds nothing of a lifetime; `opened` is told each time the stack opens it.
    /// The package's own: its feature's fakes hand it out (`PlaceholderRoute`), and a shipping wiring, built
    /// without the package's access, cannot name it.
    package static func placeholder(
        for feature: String, _ destination: String, opened: @escaping @MainActor () -> Void = {}
    ) -> AnyDestination {
        AnyDestination(
            way: Way(destination: PlaceholderScreen.Place.placeholder) {
                opened()
                let screen = PlaceholderScreen(feature: feature, destination: destination)
                return Opening(arrive: { _ in .screen(screen) }, destinations: { [] })
            })
    }
}

/// What shows in place of another feature's screen.
@MainActor
private final class PlaceholderScreen: Screen {
    enum Place: String, Destination, CaseIterable {
        case placeholder
    }

    let title: String
    let feature: String
    let content: [String]
    let request = ScreenRequest.choices([])

    init(feature: String, destination: String) {
        title = destination
        self.feature = feature
        content = ["A placeholder for \(destination) of the \(feature) feature, which this build leaves out."]
    }
}
