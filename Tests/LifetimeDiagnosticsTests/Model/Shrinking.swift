/// The runs one step smaller than a failing one, for the shrinking to try in turn: halves and single commands left
/// out at any depth, a make's commands in its place, and letting go of all at the end.
extension GeneratedRun {
    var smaller: [GeneratedRun] {
        var runs = Self.smaller(commands).map { GeneratedRun(commands: $0, lettingGo: lettingGo) }
        if !lettingGo { runs.append(GeneratedRun(commands: commands, lettingGo: true)) }
        return runs
    }

    private static func smaller(_ commands: [RunCommand]) -> [[RunCommand]] {
        var runs: [[RunCommand]] = []
        var chunk = commands.count / 2
        while chunk > 1 {
            for start in stride(from: 0, to: commands.count, by: chunk) {
                runs.append(Array(commands[..<start] + commands[min(start + chunk, commands.count)...]))
            }
            chunk /= 2
        }
        for index in commands.indices {
            var without = commands
            without.remove(at: index)
            runs.append(without)
            guard let making = commands[index].making, !making.isEmpty else { continue }
            runs.append(Array(commands[..<index] + making + commands[(index + 1)...]))
            for smallerMaking in smaller(making) {
                var inner = commands
                inner[index] = commands[index].making(smallerMaking)
                runs.append(inner)
            }
        }
        return runs
    }
}

extension RunCommand {
    /// The commands a make runs before its value.
    var making: [RunCommand]? {
        switch self {
        case .keep(_, _, let making), .shared(_, _, _, let making), .slot(_, _, _, let making): making
        default: nil
        }
    }

    func making(_ commands: [RunCommand]) -> RunCommand {
        switch self {
        case .keep(let label, let spec, _): .keep(label, spec, making: commands)
        case .shared(let maker, let member, let value, _):
            .shared(maker: maker, member: member, value: value, making: commands)
        case .slot(let maker, let keepsValue, let value, _):
            .slot(maker: maker, keepsValue: keepsValue, value: value, making: commands)
        default: self
        }
    }
}
