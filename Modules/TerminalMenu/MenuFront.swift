import Composition
import Foundation
import TerminalScreen

/// Runs the menu over the stack it holds: shows the top screen, hands it each line, and applies what it
/// answers. It owns what every screen shares — `b`, `q`, `?`, empty, unknown or too long input — and talks to
/// the world only through its `Console`; lines and notices arrive as events, so a reminder shows at once.
@MainActor
public final class MenuFront {
    /// The longest line any screen is handed; longer lines get one notice and are not taken.
    public static let maximumLineCharacters = 4096

    private let console: Console
    private let events: MenuEvents
    /// The command that opens a link, as `?` names it: `feature-graph open`, or a feature run alone's own.
    private let linkCommand: String
    package private(set) var navigation: Navigation
    private var hasShownAScreen = false
    /// How many screens were drawn whole: a load's end names the drawing it was for.
    private var drawings = 0
    /// Whether the next line waits for the screen's load: with piped input, until it has been drawn loaded.
    private var readsAfterLoad = false
    /// What the menu has asked to wait for this turn: tasks of its own, cancelled when it ends.
    private var waits: [Wait] = []
    /// Whether a screen waits for a notice of a change being written (`true`: to be drawn whole).
    private var heldScreen: Bool?

    private enum Wait {
        case line
        case load(Task<Void, Never>, drawing: Int)
        /// A notice that waits for a change to be written, before the screen that follows it.
        case notice(Notice)
    }

    /// A menu over `navigation`, a root's stack, which it holds from now on; `?` says `linkCommand` opens a link.
    public init(
        navigation: consuming Navigation, console: Console, events: MenuEvents = MenuEvents(),
        linkCommand: String = "feature-graph open"
    ) {
        self.console = console
        self.events = events
        self.linkCommand = linkCommand
        self.navigation = navigation
    }

    /// Shows screens until `q` or the end of input, then closes every screen, so a half-done flow ends unsaved;
    /// its waits run in a task group of its own, cancelled and awaited before it returns. Returns the link that
    /// comes back to where it ended (`Navigation.linkBack`).
    @discardableResult
    public func run() async -> String {
        var endedAt = ""
        await withDiscardingTaskGroup { group in
            show(top, fully: true)
            askForALineWhenLoaded()
            start(waits, in: &group)
            for await event in events.stream {
                waits = []
                guard take(event) else { break }
                start(waits, in: &group)
            }
            endedAt = navigation.linkBack.text
            navigation.closeAll()
            group.cancelAll()
        }
        return endedAt
    }

    private func take(_ event: MenuEvent) -> Bool {
        switch event {
        case .notice(let notice):
            // The cursor waits after the prompt: the notice starts a line of its own, and the prompt is
            // shown again below it.
            console.write("\n" + notice + "\n")
            show(top, fully: false)
        case .noticeBeforeScreen(let notice):
            guard let fully = heldScreen else {
                // The screen was drawn meanwhile: the notice comes below it, and its prompt again.
                console.write("\n" + notice + "\n")
                show(top, fully: false)
                return true
            }
            heldScreen = nil
            console.write(notice + "\n")
            show(top, fully: fully)
            if console.waitsForLoads { askForALineWhenLoaded() }
        case .problem(let problem) where heldScreen != nil && !console.waitsForLoads:
            // At a terminal a save that waits for another FeatureGraph's lock says so, and the screen is drawn
            // then: the notice comes below it once the save is written.
            console.writeError(problem + "\n")
            drawHeldScreen()
        case .problem(let problem):
            console.write("\n")
            console.writeError(problem + "\n")
            show(top, fully: false)
        case .traceHeld:
            // What was traced meanwhile is shown by the next write, on lines of its own above the prompt.
            if console.holdsLines { show(top, fully: false) }
        case .loaded(let drawing):
            guard drawing == drawings else { return true }
            // Ends the line of the prompt, which piped input was not shown while the load ran.
            if !readsAfterLoad { console.write("\n") }
            show(top, fully: true)
            if readsAfterLoad { askForALineWhenLoaded() }
        case .line(let line?):
            // A line typed at a terminal before the notice came: the screen it goes to is drawn first.
            drawHeldScreen()
            guard receive(line) else {
                sayWhatQuittingDiscards()
                return false
            }
            // Piped input is read on only once the held screen is drawn, as a script types its next line after
            // it; at a terminal keys are read meanwhile, so that Ctrl-C answers whatever the save waits for.
            if heldScreen == nil || !console.waitsForLoads { askForALineWhenLoaded() }
        case .line(nil):
            console.write("\n")
            sayWhatQuittingDiscards()
            return false
        }
        return true
    }

    private func start(_ waits: [Wait], in group: inout DiscardingTaskGroup) {
        for wait in waits {
            switch wait {
            case .line:
                group.addTask { await self.readALine() }
            case .load(let loading, let drawing):
                group.addTask { [events] in
                    await loading.value
                    events.post(.loaded(drawing: drawing))
                }
            case .notice(let notice):
                group.addTask { [events] in
                    guard let text = await notice.resolved else { return }
                    events.post(.noticeBeforeScreen(text))
                }
            }
        }
    }

    /// Takes `line` as typed (echoed when piped), and shows the screen that follows; `false` when it quits. A
    /// notice that waits for a change to be written comes before that screen, drawn once the write ends.
    package func receive(_ line: String) -> Bool {
        if console.echoesInput { console.write(Self.echo(of: line) + "\n") }
        guard let next = handle(line) else { return false }
        if let notice = next.notice {
            if let text = notice.text {
                console.write(text + "\n")
            } else {
                waits.append(.notice(notice))
                heldScreen = next.fully
                return true
            }
        }
        show(top, fully: next.fully)
        return true
    }

    private func drawHeldScreen() {
        guard let fully = heldScreen else { return }
        heldScreen = nil
        show(top, fully: fully)
    }

    private func askForALineWhenLoaded() {
        readsAfterLoad = console.waitsForLoads && top.loading != nil
        if !readsAfterLoad { askForALine() }
    }

    private func askForALine() {
        waits.append(.line)
    }

    private func readALine() async {
        events.post(.line(await console.nextLine()))
    }

    private var top: any Screen { navigation.top }

    private struct Next {
        var notice: Notice?
        var fully = true
    }

    private func handle(_ line: String) -> Next? {
        guard line.count <= Self.maximumLineCharacters else {
            let notice = "That line is too long (over \(Self.maximumLineCharacters) characters); nothing was taken."
            return Next(notice: Notice(notice), fully: false)
        }
        switch top.request {
        case .prompt:
            switch PromptLine.key(line) {
            case "q": return nil
            case "?": return Next(notice: Notice(PromptLine.helpText + linkHelp), fully: false)
            default: return apply(top.handle(line))
            }
        case .choices(let choices):
            return choose(line.trimmingCharacters(in: .whitespaces), among: choices)
        }
    }

    private func choose(_ typed: String, among choices: [ScreenChoice]) -> Next? {
        let key = typed.lowercased()
        switch key {
        case "q":
            return nil
        case "":
            return Next()
        case "?":
            return Next(notice: Notice(help(for: choices) + linkHelp))
        case _ where choices.contains { $0.key == key }:
            return apply(top.handle(key))
        case "b" where navigation.depth > 1:
            navigation.apply(.close())
            return Next()
        case "b":
            return Next(notice: "This is the main menu; q quits.", fully: false)
        default:
            let valid = (choices.map(\.key) + (offersBack(choices) ? ["b"] : []) + ["?"]).joined(separator: ", ")
            return Next(notice: "Unknown choice \"\(DisplayText.quoted(typed))\". Choose \(valid) or q.")
        }
    }

    private func apply(_ outcome: ScreenOutcome) -> Next {
        // After a notice a prompt asks again; anything else is shown whole, as it may have changed.
        if case .stay(let notice?) = outcome, case .prompt = top.request { return Next(notice: notice, fully: false) }
        return Next(notice: navigation.apply(outcome))
    }

    private func sayWhatQuittingDiscards() {
        if let typed = console.lineNotEntered, !typed.isEmpty {
            console.write("Not entered: \u{201C}\(DisplayText.quoted(typed))\u{201D}.\n")
        }
        var unsaved: [String] = []
        for screen in navigation.screens.reversed() {
            if let input = screen.unsavedInput, !unsaved.contains(input) { unsaved.append(input) }
        }
        if !unsaved.isEmpty { console.write("Not saved: \(unsaved.joined(separator: ", ")).\n") }
    }

    private static func echo(of line: String) -> String {
        guard line.count > maximumLineCharacters else { return line }
        return line.prefix(DisplayText.maximumShownCharacters) + "… (\(line.count) characters)"
    }

    // MARK: - Rendering

    private func show(_ screen: any Screen, fully: Bool) {
        var text = ""
        switch screen.request {
        case .choices(let choices):
            if fully {
                text += heading(screen)
                for choice in choices { text += "  \(choice.key)  \(choice.label)\n" }
                if offersBack(choices) { text += "  b  Back\n" }
                if navigation.depth == 1 { text += "  q  Quit\n" }
            }
        case .prompt(let label, _):
            if fully { text += heading(screen) }
            text += label + "\n"
        }
        // Piped input is read only once the load ends, and the screen is drawn again then: a prompt now
        // would stand alone in the transcript, as if an empty line had been typed.
        let readsAfterThisLoad = fully && console.waitsForLoads && screen.loading != nil
        console.write(readsAfterThisLoad ? text : text + "> ")
        if fully { drawings += 1 }
        if fully, let loading = screen.loading { waits.append(.load(loading, drawing: drawings)) }
    }

    /// Whether the front offers its own `b`: below the main menu, unless the screen gives `b` a meaning.
    private func offersBack(_ choices: [ScreenChoice]) -> Bool {
        navigation.depth > 1 && !choices.contains { $0.key == "b" }
    }

    private func heading(_ screen: any Screen) -> String {
        let content = screen.content
        if hasShownAScreen { console.write("\n") }
        hasShownAScreen = true
        console.writeTitle(screen.title)
        return content.map { $0 + "\n" }.joined() + (content.isEmpty ? "" : "\n")
    }

    /// What `?` adds about where the user is: the link that comes back here, and the command that opens it.
    private var linkHelp: String {
        let (link, inAFlow) = navigation.linkBack
        guard !link.isEmpty else { return "" }
        return inAFlow
            ? "\nThis step has no link of its own; the flow's first step is \(link): \(linkCommand) \(link) starts there."
            : "\nThis screen's link is \(link): \(linkCommand) \(link) starts here."
    }

    /// What `?` says on a menu: every kind of key it offers, `c` where a flow can be cancelled.
    private func help(for choices: [ScreenChoice]) -> String {
        let back = offersBack(choices) ? " b to go back," : ""
        let cancel = choices.contains { $0.key == "c" } ? " c to cancel," : ""
        return """
            Type a key and press Enter: a key from the list,\(back)\(cancel) q to quit, ? for this help.
            In a prompt, type a value and press Enter; an empty line keeps the current value.
            """
    }
}
