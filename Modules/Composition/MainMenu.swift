import Core
import TerminalScreen

/// A root's main menu, the bottom of each of its stacks: a title, a header of lines read from what kept features
/// declare readable, derived again when what they read changes (Observation), and its entries in the order shown,
/// each opening a declared feature at its start. Nothing of it is handed the root.
@MainActor
public struct MainMenu<Root: FeatureRoot> {
    @MainActor
    public struct Entry {
        let key: String
        let label: String
        let feature: @MainActor (Root) -> any AnyFeature<Root>
        let way: @MainActor (Root) -> Way

        /// An entry `key`, shown as `label`, that opens `feature` at its start.
        public init<Component: DeclaredComponent & DestinationScreens>(
            _ key: String, _ label: String, opening feature: KeyPath<Root, Root.Feature<Component>>,
            fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
        ) {
            let place = SourcePlace(fileID: fileID, line: line, column: column)
            (self.key, self.label) = (key, label)
            self.feature = { $0[keyPath: feature] }
            way = { root in
                root[keyPath: feature].way(to: Component.start, in: root, through: nil, openedAt: place)
            }
        }
    }

    /// A line of the header: `line` of what `feature`, kept for the run, declares readable.
    @MainActor
    public struct Headline {
        let read: @MainActor (Root) -> String

        public init<Component: ReadableComponent>(
            _ feature: KeyPath<Root, Root.Feature<Component>>, _ line: KeyPath<Component.Readable, String>
        ) where Component: DestinationScreens {
            read = { root in root[keyPath: feature].component(in: root).readable[keyPath: line] }
        }
    }

    private let title: String
    private let header: [Headline]
    private let entries: [Entry]
    private let module: String

    public init(_ title: String, header: [Headline] = [], entries: [Entry], fileID: StaticString = #fileID) {
        (self.title, self.header, self.entries) = (title, header, entries)
        module = String("\(fileID)".prefix { $0 != "/" })
    }

    func features(in root: Root) -> [any AnyFeature<Root>] { entries.map { $0.feature(root) } }

    func screen(in root: Root) -> any Screen {
        let choices = entries.enumerated().map { index, entry in
            ScreenChoice(entry.key, entry.label, opening: EntryDestination(entry: index, of: entry.way(root)))
        }
        return root.factory {
            MainMenuScreen(
                title: title,
                header: ObservedContent { [weak root, header] in root.map { root in header.map { $0.read(root) } } ?? []
                },
                choices: choices, feature: module)
        }
    }

    func opening(in root: Root) -> Opening {
        Opening(
            arrive: { destination in
                (destination as? EntryDestination).map { .way(entries[$0.entry].way(root)) }
            },
            destinations: { [] })
    }
}

/// An entry of the main menu, as its screen answers with it.
private struct EntryDestination: Destination {
    let entry: Int
    let segment: String
    let startsFlow: Bool
    let isLaterStep: Bool

    init(entry: Int, of way: Way) {
        self.entry = entry
        segment = way.destination.segment
        startsFlow = way.destination.startsFlow
        isLaterStep = way.destination.isLaterStep
    }

    static var all: [EntryDestination] { [] }
}

@MainActor
private final class MainMenuScreen: Screen {
    let title: String
    private let header: ObservedContent<[String]>
    private let choices: [ScreenChoice]
    let feature: String

    init(title: String, header: ObservedContent<[String]>, choices: [ScreenChoice], feature: String) {
        (self.title, self.header, self.choices, self.feature) = (title, header, choices, feature)
    }

    var content: [String] { header.value }
    var request: ScreenRequest { .choices(choices) }
}
