import Composition
import Core
import FeatureAlone
import Foundation
import SettingsFakes
import SettingsFeature
import TerminalMenu

/// `settings-alone`: the Settings feature on its own, over its fakes: a schedule kept in memory for the run, a
/// day that starts at 09:14:50 each run, so the first reminder shows ten seconds in, and a fixed subject. It
/// builds Settings, the menu front and the fakes, and no other feature.
@MainActor
final class SettingsAlone: BootstrapComponent, FeatureRoot {
    let outside: SettingsFakes
    let settings: Feature<SettingsComponent> = Feature { $0.outside }
    let mainMenu = MainMenu<SettingsAlone>(
        "Settings alone", header: [.init(\.settings, \.summary)],
        entries: [.init("1", "Notification settings", opening: \.settings)])

    init(fakes: SettingsFakes) {
        outside = fakes
        super.init()
    }
}

/// The reminders show as the app shows them: below the screen, its prompt again under them.
extension MenuEvents: ReminderInbox {
    public func deliver(_ reminder: Reminder) {
        post(.notice(reminder.line))
    }
}

@main
enum SettingsAloneMain {
    static func main() async {
        let events = MenuEvents()
        let fakes = SettingsFakes(reporting: .standardError)
        fakes.storage = FakeScheduleStorage()
        fakes.clock = .starting(at: .seconds(9 * 3600 + 14 * 60 + 50))
        fakes.reminderInbox = events
        fakes.reminderSubject = FakeReminderSubject("\u{201C}Less is more.\u{201D} \u{2014} Mies van der Rohe")
        let status = await FeatureAlone.run(
            SettingsAlone(fakes: fakes), command: "settings-alone", first: "settings",
            arguments: Array(CommandLine.arguments.dropFirst()), events: events)
        exit(status)
    }
}
