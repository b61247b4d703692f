import Foundation

/// A time of day to the minute, 00:00 to 23:59, as typed (`HH:mm` or `H:mm`) and shown (`HH:mm`).
public struct TimeOfDay: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let minutesSinceMidnight: Int

    /// The time `hour`:`minute`; `nil` outside 00:00–23:59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(minutesSinceMidnight: hour * 60 + minute)
    }

    init(minutesSinceMidnight: Int) {
        precondition((0..<24 * 60).contains(minutesSinceMidnight), "a time of day is 00:00 to 23:59")
        self.minutesSinceMidnight = minutesSinceMidnight
    }

    /// Reads `HH:mm` or `H:mm` (surrounding spaces ignored); `nil` for anything else.
    public init?(parsing typed: String) {
        let parts = typed.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    public static let rule = "Enter a time as HH:mm, from 00:00 to 23:59."

    public var description: String {
        let hour = minutesSinceMidnight / 60
        let minute = minutesSinceMidnight % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// Checked like a typed value: a stored 1440 (24:00) is refused, saying which rule.
    public init(from decoder: any Decoder) throws {
        let minutes = try decoder.singleValueContainer().decode(Int.self)
        guard (0..<24 * 60).contains(minutes) else {
            let name = decoder.codingPath.last?.stringValue ?? "time"
            let refusal = "\(name) \(minutes); a time is 0 to 1439 minutes after midnight (00:00 to 23:59)"
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: refusal))
        }
        self.init(minutesSinceMidnight: minutes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(minutesSinceMidnight)
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9 (not any Unicode digit).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
