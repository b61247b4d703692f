import Core

@MainActor
public protocol ScoreSheetDependency: Scope {
    var scoreStream: any ScoreStream { get }
}

/// A score sheet, under the logged-in scope or under a game: either parent hands it the one score stream.
public final class ScoreSheetComponent: Component<any ScoreSheetDependency>, ScoreSheetBuilder {
    public init(parent: some ScoreSheetDependency) { super.init(parent: parent, dependency: parent) }

    public var scoreSheetView: ScoreSheetView { ScoreSheetView(scoreStream: dependency.scoreStream) }
}

@MainActor
public protocol ScoreSheetBuilder {
    var scoreSheetView: ScoreSheetView { get }
}
