import Foundation
import PackagePlugin

/// Writes `PackageModules.swift` into the target it is applied to: that target and every module of this
/// package it depends on, directly or not, each with the modules of this package it depends on, as
/// SwiftPM read them from Package.swift. The module graph the app draws then has one source: the manifest.
@main
struct PackageModules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        var imports: [String: [String]] = [:]
        var pending = [target]
        while let module = pending.popLast() {
            guard imports[module.name] == nil else { continue }
            let local = module.dependencies.compactMap { dependency -> Target? in
                if case .target(let target) = dependency { target } else { nil }
            }
            imports[module.name] = local.map(\.name).sorted()
            pending += local
        }
        let entries = imports.keys.sorted().map { module in
            "        \"\(module)\": [\(imports[module, default: []].map { "\"\($0)\"" }.joined(separator: ", "))],"
        }
        let source = """
            /// Each module of the app with the modules of this package it depends on, as Package.swift declares
            /// them: written at build time by the PackageModules plugin (Plugins/PackageModules).
            enum PackageModules {
                static let imports: [String: [String]] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
        let written = context.pluginWorkDirectoryURL.appending(path: "PackageModules.swift.txt")
        try source.write(to: written, atomically: true, encoding: .utf8)
        let generated = context.pluginWorkDirectoryURL.appending(path: "Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        return [
            .prebuildCommand(
                displayName: "PackageModules: the module graph of \(target.name), from Package.swift",
                executable: URL(fileURLWithPath: "/bin/cp"),
                arguments: [written.path, generated.appending(path: "PackageModules.swift").path],
                outputFilesDirectory: generated)
        ]
    }
}
