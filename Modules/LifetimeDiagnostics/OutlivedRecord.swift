import Core

/// A kind of instance that was still alive after the component that made it was released: a captive
/// dependency, shown on the Diagnostics screen and asserted on by tests.
public struct OutlivedRecord: Sendable, Hashable, CustomStringConvertible {
    public let typeName: String
    public let lifetime: Lifetime
    public let path: String
    public let count: Int

    /// `Widget (shared) ^->Root->Session, alive after the component that made it was released (2 times)`;
    /// for a task, still running when the tree ended.
    public var description: String {
        let times = count == 1 ? "" : " (\(count) times)"
        guard lifetime != .task else { return "task \(typeName) \(path), still running when the tree ended\(times)" }
        return "\(typeName) (\(lifetime)) \(path), alive after the component that made it was released\(times)"
    }
}
