#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor with bounded memory: a line longer than `maximumLineBytes` is cut
/// there (the rest of it is read and dropped), so no input can exhaust memory or stall the reader.
///
/// Invalid UTF-8 is repaired into U+FFFD; both `\n` and `\r\n` end a line.
struct LineReader {
    static let maximumLineBytes = 64 * 1024

    /// How bytes come from a file descriptor: `read(2)`, or in tests one that is interrupted by a signal.
    typealias ReadBytes = (_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int

    private let fileDescriptor: Int32
    private let readBytes: ReadBytes
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(fileDescriptor: Int32 = 0, readBytes: @escaping ReadBytes = { read($0, $1, $2) }) {
        self.fileDescriptor = fileDescriptor
        self.readBytes = readBytes
    }

    mutating func readLine() -> String? {
        var line: [UInt8] = []
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                append(buffer[start..<newline], to: &line)
                start = newline + 1
                return decode(line)
            }
            append(buffer[start...], to: &line)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd || !fill() {
                atEnd = true
                return line.isEmpty ? nil : decode(line)
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8]) {
        let room = Self.maximumLineBytes - line.count
        if room > 0 { line.append(contentsOf: bytes.prefix(room)) }
    }

    /// Reads more bytes into the buffer; `false` at end of input or on an error other than an interrupt.
    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    private func decode(_ line: [UInt8]) -> String {
        let withoutReturn = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
        return String(decoding: withoutReturn, as: UTF8.self)
    }
}
