/// The targets `Package.swift` declares, read from its text, so that a test can hold what the app or a
/// document says against the declarations themselves.
struct PackageManifest {
    /// One `.target`, `.testTarget` or `.executableTarget`.
    struct Target: Equatable {
        let kind: String
        let name: String
        let dependencies: [String]
    }

    let targets: [Target]

    /// Reads `Package.swift` from the package's folder.
    init() throws {
        let text = try PackageFiles.text("Package.swift")
        let features =
            text.firstMatch(of: /let features: \[Target.Dependency\] = \[([^\]]*)\]/).map {
                $0.1.matches(of: /"(\w+)"/).map { String($0.1) }
            } ?? []
        let declaration = /\.(target|testTarget|executableTarget)\(/
        let starts = text.matches(of: declaration)
        targets = starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
            let body = text[starts[index].range.upperBound..<end]
            let name = body.firstMatch(of: /name: "(\w+)"/).map { String($0.1) } ?? ""
            let list = body.firstMatch(of: /dependencies: \[([^\]]*)\]/).map { String($0.1) } ?? ""
            let listed = list.matches(of: /"(\w+)"/).map { String($0.1) }
            let dependencies = listed + (body.contains("+ features") ? features : [])
            return Target(kind: String(starts[index].1), name: name, dependencies: dependencies)
        }
    }

    /// The targets of `kind`: `target`, `testTarget` or `executableTarget`.
    func targets(_ kind: String) -> [Target] {
        targets.filter { $0.kind == kind }
    }

    /// What `name` declares it depends on.
    func dependencies(of name: String) -> [String] {
        targets.first { $0.name == name }?.dependencies ?? []
    }
}
