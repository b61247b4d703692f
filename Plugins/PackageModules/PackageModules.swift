import Foundation
import PackagePlugin

/// Writes `PackageModules.swift` into the target it is applied to: every target of this package, each with
/// its kind, its folder, the targets it depends on, and the comment above it in Package.swift, as SwiftPM
/// read them. It is the one reader of the manifest: the app's module graph, the docs' tables and the import
/// check all read what it writes.
@main
struct PackageModules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
            .components(separatedBy: "\n")
        let declared = context.package.targets.sorted {
            place(of: $0.name, in: manifest) < place(of: $1.name, in: manifest)
        }
        let entries = declared.map { target in
            let dependencies = target.dependencies.compactMap { dependency -> String? in
                if case .target(let target) = dependency { target.name } else { nil }
            }
            let kind = (target as? SourceModuleTarget).map { "\($0.kind)" } ?? "plugin"
            let path = String(target.directoryURL.path.dropFirst(root.path.count + 1))
            return "        .init(name: \(quoted(target.name)), kind: \(quoted(kind)), path: \(quoted(path)), "
                + "dependencies: [\(dependencies.sorted().map(quoted).joined(separator: ", "))], "
                + "about: \(quoted(about(target.name, in: manifest)))),"
        }
        let source = """
            /// Every target of the package, as SwiftPM read Package.swift: written at build time by the
            /// PackageModules plugin (Plugins/PackageModules).
            package enum PackageModules {
                package struct Target: Sendable {
                    package let name: String
                    /// `generic`, `executable`, `test` or `plugin`.
                    package let kind: String
                    package let path: String
                    package let dependencies: [String]
                    /// The comment above the target in Package.swift: what it holds.
                    package let about: String
                }

                package static let targets: [Target] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
        // Written, and copied where the build reads it, only when it changed: a file written again is a
        // file changed to the build, which would compile the target again on every build.
        let written = context.pluginWorkDirectoryURL.appending(path: "PackageModules.swift.txt")
        if (try? String(contentsOf: written, encoding: .utf8)) != source {
            try source.write(to: written, atomically: true, encoding: .utf8)
        }
        let generated = context.pluginWorkDirectoryURL.appending(path: "Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let copy = generated.appending(path: "PackageModules.swift")
        return [
            .prebuildCommand(
                displayName: "PackageModules: the targets of the package, from Package.swift",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "cmp -s \"$0\" \"$1\" || cp \"$0\" \"$1\"", written.path, copy.path],
                outputFilesDirectory: generated)
        ]
    }

    /// The line of the manifest that names the target `name`, not a product of the same name.
    private func place(of name: String, in manifest: [String]) -> Int {
        manifest.firstIndex {
            $0.contains("name: \"\(name)\"") && !$0.contains(".library(") && !$0.contains(".executable(")
        } ?? Int.max
    }

    /// The comment right above the target `name`: above its `.target(` line, which may be the one naming it.
    private func about(_ name: String, in manifest: [String]) -> String {
        var line = place(of: name, in: manifest)
        guard line < manifest.count else { return "" }
        if manifest[line].trimmingCharacters(in: .whitespaces).hasPrefix("name:") { line -= 1 }
        let comment = manifest[..<line].map { $0.trimmingCharacters(in: .whitespaces) }.reversed().prefix {
            $0.hasPrefix("//")
        }
        return comment.reversed().map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String { text.debugDescription }
}
