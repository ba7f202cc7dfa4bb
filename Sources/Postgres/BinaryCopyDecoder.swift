/// Decodes PostgreSQL's binary COPY format (PGCOPY) message by message, as libpq hands the
/// CopyData messages over. The header may arrive alone or in front of the first row, and the
/// trailer (field count -1) may arrive alone or behind the last row; a row never spans two
/// messages. Field positions go into buffers reused for every row.
public struct BinaryCopyDecoder: ~Copyable {
    public static let signature: [UInt8] = [0x50, 0x47, 0x43, 0x4F, 0x50, 0x59, 0x0A, 0xFF, 0x0D, 0x0A, 0x00]

    private var headerSeen = false
    public private(set) var finished = false
    public private(set) var rowCount = 0
    private var offsets: UnsafeMutablePointer<Int32>
    private var lengths: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// The row's first decode failure, [field, expected], written by `CopyRow`'s accessors.
    private let failure: UnsafeMutablePointer<Int32>

    /// `tuplesOnly`: the input is tuples with no header before them (a spill of `CopyRow.tuple`s).
    public init(tuplesOnly: Bool = false) {
        headerSeen = tuplesOnly
        capacity = 16
        offsets = .allocate(capacity: capacity)
        lengths = .allocate(capacity: capacity)
        failure = .allocate(capacity: 2)
        failure.initialize(repeating: -1, count: 2)
    }

    deinit {
        offsets.deallocate()
        lengths.deallocate()
        failure.deallocate()
    }

    /// Decodes one CopyData message and calls `row` for each tuple in it. A field that `row`
    /// could not decode as the type it asked for (see `CopyRow`) throws a `.decoding` error
    /// naming the row and the field once `row` returns.
    public mutating func decode(
        _ message: UnsafeBufferPointer<UInt8>,
        row: (CopyRow) throws -> Void
    ) throws {
        guard let base = message.baseAddress else { return }
        let end = message.count
        var position = 0
        if !headerSeen {
            let fixed = Self.signature.count + 8
            guard end >= fixed, Array(message[0..<Self.signature.count]) == Self.signature else {
                throw PostgresError(kind: .protocolViolation, message: "binary COPY stream does not start with the PGCOPY signature")
            }
            let extensionLength = Int(Self.readInt32(base + Self.signature.count + 4))
            position = fixed + extensionLength
            guard extensionLength >= 0, position <= end else {
                throw PostgresError(kind: .protocolViolation, message: "binary COPY header is truncated")
            }
            headerSeen = true
        }
        while position < end {
            guard !finished else {
                throw PostgresError(kind: .protocolViolation, message: "binary COPY data after the trailer")
            }
            guard position + 2 <= end else { throw Self.truncated }
            let fieldCount = Int(Int16(bitPattern: UInt16(base[position]) << 8 | UInt16(base[position + 1])))
            position += 2
            if fieldCount == -1 { finished = true; continue }
            guard fieldCount >= 0 else { throw Self.truncated }
            if fieldCount > capacity { grow(to: fieldCount) }
            for field in 0..<fieldCount {
                guard position + 4 <= end else { throw Self.truncated }
                let length = Self.readInt32(base + position)
                position += 4
                offsets[field] = Int32(position)
                lengths[field] = length
                if length > 0 {
                    position += Int(length)
                    guard position <= end else { throw Self.truncated }
                } else if length < -1 {
                    throw Self.truncated
                }
            }
            rowCount += 1
            failure[0] = -1
            try row(CopyRow(base: base, offsets: offsets, lengths: lengths, failure: failure, fieldCount: fieldCount))
            if failure[0] >= 0 { throw decodingError(fieldCount: fieldCount, base: base) }
        }
    }

    private mutating func grow(to count: Int) {
        offsets.deallocate()
        lengths.deallocate()
        capacity = count
        offsets = .allocate(capacity: count)
        lengths = .allocate(capacity: count)
    }

    /// Names the row (its number in the stream and its first field, the channel id or user
    /// id of every reader's query) and the field that could not be decoded.
    private func decodingError(fieldCount: Int, base: UnsafePointer<UInt8>) -> PostgresError {
        let field = Int(failure[0])
        let expected = CopyRow.Expected(rawValue: failure[1]) ?? .value
        let length = Int(lengths[field])
        let found = length < 0 ? "NULL" : "a \(length)-byte value"
        var key = ""
        if field != 0, fieldCount > 0, lengths[0] >= 0 {
            let first = UnsafeBufferPointer(start: base + Int(offsets[0]), count: Int(lengths[0]))
            if first.count == 8 {
                key = " (first field \(Int64(bitPattern: UInt64(bigEndian: UnsafeRawPointer(first.baseAddress!).loadUnaligned(as: UInt64.self)))))"
            } else if first.count <= 64, let text = String(validating: first, as: UTF8.self) {
                key = " (first field \"\(text)\")"
            }
        }
        return PostgresError(
            kind: .decoding,
            message: "row \(rowCount)\(key), field \(field + 1): \(found) where the reader needs \(expected.name)")
    }

    private static let truncated = PostgresError(kind: .protocolViolation, message: "binary COPY row is truncated")

    @inline(__always) static func readInt32(_ p: UnsafePointer<UInt8>) -> Int32 {
        Int32(bitPattern: UInt32(bigEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)))
    }
}
