import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data directory's lock, held through a descriptor of the test's own, as another FeatureGraph saving
/// there holds it, until `letGo`.
public final class HeldLock {
    private let descriptor: Int32

    public init(in directory: TemporaryDirectory) throws {
        try directory.write("", to: ".lock")
        descriptor = open(directory.url.appendingPathComponent(".lock").path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
    }

    public func letGo() {
        _ = flock(descriptor, LOCK_UN)
        _ = close(descriptor)
    }
}
