import Foundation

// feature-graph-docs: writes the blocks of the docs that describe the code, from the code and the running
// app. Each block stands between `<!-- NAME: begin -->` and `<!-- NAME: end -->`; prose around it is left
// as it is. With `--check`, writes nothing and exits 1 naming each block that differs.
//
//     swift run feature-graph-docs           # rewrite the blocks
//     swift run feature-graph-docs --check   # CI: fail when a committed block is stale

let arguments = CommandLine.arguments.dropFirst()
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(Data("usage: feature-graph-docs [--check]\n".utf8))
    exit(64)
}
let checking = arguments.contains("--check")
let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

let blocks = await GeneratedBlocks.all(package: package)
var stale: [String] = []
for file in DocFile.all(in: package) {
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
for problem in stale { print("feature-graph-docs: \(problem)") }
if !stale.isEmpty { print("Run `swift run feature-graph-docs` and commit what it writes.") }
exit(stale.isEmpty ? 0 : 1)
