#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sanitizer this test process, and the programs built with it, run under, if any.
public enum Sanitizer {
    /// Whether ThreadSanitizer or AddressSanitizer is in this process: either handles crash signals
    /// itself, so the Swift runtime's crash report is not what a crash prints.
    public static var handlesCrashSignals: Bool { isPresent }

    /// Whether ThreadSanitizer or AddressSanitizer instruments this process, whose code then runs several
    /// times slower.
    public static var isPresent: Bool {
        dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
    }
}
