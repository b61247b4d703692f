import Foundation
import Testing

/// Every member of every feature's fakes (`Modules/*Fakes`, a feature `new-feature` adds included) goes through
/// `FakeOrigin.value(of:_:else:)`, the one path that reports a member used unset, under its own name. A getter
/// that hands a value of its own instead (`given ?? FakeHabitsMotivation()`) turns a test that forgot to set the
/// member green; it is refused here, named, unless it is listed below with why its default is right.
@Suite struct EveryFakeMemberReportsTests {
    /// `Fakes.member`: why it may answer without a report. None so far.
    private static let membersWithADefault: [String: String] = [:]

    @Test func everyMemberOfEveryFeaturesFakesReportsWhenUsedUnset() throws {
        let members = try Self.fakesMembers()
        #expect(Set(members.map(\.owner)).isSuperset(of: ["QuoteFakes", "SettingsFakes", "ProfileFakes"]))
        for member in members where Self.membersWithADefault["\(member.owner).\(member.name)"] == nil {
            #expect(
                member.declaration.contains("origin.value(of: \"\(member.name)\""),
                """
                \(member.owner).\(member.name) answers without going through origin.value(of: "\(member.name)", …), so \
                a test that never set it is not told; write its getter as the others are, or list it in \
                membersWithADefault with why
                """)
        }
    }

    /// The check reads a getter that hands its own value, and one that reports under another member's name, as
    /// what they are.
    @Test func aMemberWithACannedValueOrAnotherNameIsFound() {
        let source = """
            public final class HabitsFakes: HabitsDependency {
                public var motivation: any HabitsMotivation {
                    get { motivationGiven ?? FakeHabitsMotivation() }
                    set { motivationGiven = newValue }
                }
                public var storage: any HabitsStorage {
                    get { origin.value(of: "motivation", storageGiven) { FakeHabitsStorage() } }
                    set { storageGiven = newValue }
                }
                public let settings = PlaceholderRoute<HabitsComponent>(to: "Settings", "Notification settings")
            }
            """
        let members = Self.members(in: source)
        #expect(members.map(\.name) == ["motivation", "storage"])
        #expect(members.allSatisfy { !$0.declaration.contains("origin.value(of: \"\($0.name)\"") })
    }

    // MARK: - Reading the fakes' source

    private struct Member {
        let owner: String
        let name: String
        /// From `public var` to the end of its body.
        let declaration: String
    }

    private static func fakesMembers() throws -> [Member] {
        let modules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let files = FileManager.default
        return try files.contentsOfDirectory(atPath: modules.path).sorted()
            .filter { $0.hasSuffix("Fakes") && $0 != "FeatureFakes" }
            .flatMap { module in
                let folder = modules.appendingPathComponent(module)
                return try files.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(".swift") }
                    .flatMap { members(in: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
            }
    }

    /// The public members declared in the body of each class or extension of a type named `…Fakes`: each
    /// `public var` with its body; a `public let` that is no placeholder route, as a member with no getter.
    private static func members(in source: String) -> [Member] {
        var members: [Member] = []
        var rest = Substring(source)
        while let opening = rest.firstMatch(of: /(?:class|extension) (\w+Fakes)\b[^{]*\{/) {
            let owner = String(opening.output.1)
            let body = balanced(rest[opening.range.upperBound...])
            var declarations = body
            while let member = declarations.firstMatch(of: /\n    public (var|let) (\w+)/) {
                let declaration = balanced(declarations[member.range.lowerBound...], stoppingAtLineEnd: true)
                let isPlaceholder = member.output.1 == "let" && declaration.contains("PlaceholderRoute<")
                if !isPlaceholder {
                    members.append(
                        Member(owner: owner, name: String(member.output.2), declaration: String(declaration)))
                }
                declarations = declarations[declaration.endIndex...]
            }
            rest = rest[body.endIndex...]
        }
        return members
    }

    /// `text` up to where the braces it opens close: a type's body (from just inside its `{`), or a member's
    /// declaration, which ends at its line's end when it opens none there.
    private static func balanced(_ text: Substring, stoppingAtLineEnd: Bool = false) -> Substring {
        var depth = stoppingAtLineEnd ? 0 : 1
        var opened = !stoppingAtLineEnd
        for index in text.indices.dropFirst() {
            switch text[index] {
            case "{":
                depth += 1
                opened = true
            case "}":
                depth -= 1
                if depth == 0 && opened { return text[..<text.index(after: index)] }
            case "\n" where stoppingAtLineEnd && !opened: return text[..<index]
            default: break
            }
        }
        return text
    }
}
