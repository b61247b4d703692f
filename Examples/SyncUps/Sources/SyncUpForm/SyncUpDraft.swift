import SyncUpModel

/// A sync-up as the form's three prompts fill it: each answer taken or refused in one line, by the rules the
/// stored file is read by.
struct SyncUpDraft: Equatable {
    var title: String
    var minutes: Int
    var attendees: [String]

    init(_ syncUp: SyncUp?) {
        title = syncUp?.title ?? ""
        minutes = syncUp?.minutes ?? 5
        attendees = syncUp?.attendees.map(\.name) ?? []
    }

    enum Step: Int, CaseIterable {
        case title, length, attendees
    }

    /// `answer` to `step`, or why it is refused.
    mutating func take(_ answer: String, at step: Step) -> String? {
        switch step {
        case .title:
            let title = answer.trimmingSpaces
            if let refusal = SyncUpText.refusal(
                of: title, as: "the title", maximumCharacters: SyncUp.maximumTitleCharacters)
            {
                return refusal
            }
            self.title = title
        case .length:
            guard let minutes = Int(answer.trimmingSpaces), SyncUp.lengths.contains(minutes) else {
                return "The length is a whole number of minutes from \(SyncUp.lengths.lowerBound) to "
                    + "\(SyncUp.lengths.upperBound)."
            }
            self.minutes = minutes
        case .attendees:
            // As SyncUps' form drops an attendee left blank, a blank name between commas is dropped.
            let names = answer.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            guard !names.isEmpty else { return "A sync-up has at least one attendee." }
            guard names.count <= SyncUp.maximumAttendees else {
                return "A sync-up has at most \(SyncUp.maximumAttendees) attendees (this list has \(names.count))."
            }
            for name in names {
                if let refusal = SyncUpText.refusal(
                    of: name, as: "a name", maximumCharacters: SyncUp.maximumTitleCharacters)
                {
                    return refusal
                }
            }
            attendees = names
        }
        return nil
    }

    /// Whether `step` has a value Enter may keep.
    func has(_ step: Step) -> Bool {
        switch step {
        case .title: !title.isEmpty
        case .length: true
        case .attendees: !attendees.isEmpty
        }
    }

    func syncUp(numbered id: SyncUp.ID, meetings: [Meeting]) -> SyncUp {
        SyncUp(id: id, title: title, minutes: minutes, attendees: attendees.map(Attendee.init), meetings: meetings)
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
