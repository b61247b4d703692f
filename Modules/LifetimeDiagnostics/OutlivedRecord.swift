import Core

/// A kind of instance that was still alive after the component that made it was released: a captive
/// dependency, shown on the Diagnostics screen and asserted on by tests.
public struct OutlivedRecord: Sendable, Hashable {
    public let typeName: String
    public let lifetime: Lifetime
    public let path: String
    public let count: Int
}
