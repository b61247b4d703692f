import Foundation

// feature-graph-docs: writes each block `<!-- NAME: begin -->`…`<!-- NAME: end -->` of the Markdown files
// from the code and the running app, leaving the prose around it; with `--check`, writes nothing and
// exits 1 naming each stale block. Either way it names every relative link that points at nothing.
//     swift run feature-graph-docs           # rewrite the blocks
//     swift run feature-graph-docs --check   # CI: fail when a committed block is stale

let arguments = CommandLine.arguments.dropFirst()
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(Data("usage: feature-graph-docs [--check]\n".utf8))
    exit(64)
}
let checking = arguments.contains("--check")
let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

var blocks = await GeneratedBlocks.all(package: package)
var stale: [String] = []
let files = DocFile.all(in: package)
for name in Set(files.flatMap(\.blockNames)) where name.hasSuffix(".swift") {
    blocks[name] =
        name.hasPrefix("new-feature/")
        ? Snippets.scaffolded(String(name.dropFirst("new-feature/".count))) : Snippets.file(name, in: package)
}
for file in files {
    for name in file.blockNames where blocks[name] == nil {
        stale.append("\(file.path): no generator for the block \"\(name)\"")
    }
    let changed = file.replacingBlocks(with: blocks)
    guard changed.text != file.text else { continue }
    if checking {
        stale += changed.names.map { "\(file.path): the block \"\($0)\" is stale" }
    } else {
        try changed.text.write(to: file.url, atomically: true, encoding: .utf8)
        print("updated \(changed.names.joined(separator: ", ")) in \(file.path)")
    }
}
stale += Links.broken(in: files)
for problem in stale { print("feature-graph-docs: \(problem)") }
if checking && !stale.isEmpty { print("Run `swift run feature-graph-docs` and commit what it writes.") }
exit(stale.isEmpty ? 0 : 1)
