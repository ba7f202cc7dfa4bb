import Testing
@testable import Postgres

/// The PGCOPY decoder on hand-built byte streams: no database needed.
@Suite struct BinaryCopyDecoderTests {
    /// Encodes rows with the encoder, then splits the stream the way the server may
    /// (header alone or with the first row, trailer alone or after the last row).
    func decode(_ messages: [[UInt8]]) throws -> [[String]] {
        var decoder = BinaryCopyDecoder()
        var rows: [[String]] = []
        for message in messages {
            try message.withUnsafeBufferPointer { buffer in
                try decoder.decode(buffer) { row in
                    var fields: [String] = []
                    for i in 0..<row.fieldCount {
                        if row.isNull(i) { fields.append("NULL") } else if row.bytes(i).count == 8 {
                            fields.append("i8:\(row.int64(i)!)")
                        } else { fields.append("t:\(row.string(i)!)") }
                    }
                    rows.append(fields)
                }
            }
        }
        let finished = decoder.finished
        #expect(finished)
        return rows
    }

    static func header() -> [UInt8] { BinaryCopyEncoder().bytes }

    static func row(_ build: (inout BinaryCopyEncoder) -> Void) -> [UInt8] {
        var encoder = BinaryCopyEncoder(header: false)
        build(&encoder)
        return encoder.bytes
    }

    static func trailer() -> [UInt8] {
        var encoder = BinaryCopyEncoder(header: false)
        encoder.appendTrailer()
        return encoder.bytes
    }

    @Test func nullsEmptyStringsAndMultibyteText() throws {
        let first = Self.row { e in e.beginRow(fieldCount: 3); e.appendNull(); e.append(text: ""); e.append(text: "héllo 🌍 日本") }
        let second = Self.row { e in e.beginRow(fieldCount: 3); e.append(text: "x"); e.appendNull(); e.appendNull() }
        let rows = try decode([Self.header() + first, second, Self.trailer()])
        #expect(rows == [["NULL", "t:", "t:héllo 🌍 日本"], ["t:x", "NULL", "NULL"]])
    }

    @Test func negativeExtremeAndInfiniteTimestamps() throws {
        let values: [Int64] = [-1, .min, .max, -63_082_281_600_000_000, 0, 1_000_000]
        var messages = [Self.header()]
        for v in values { messages.append(Self.row { e in e.beginRow(fieldCount: 1); e.append(timestampMicros: v) }) }
        messages[messages.count - 1] += Self.trailer() // trailer behind the last row
        var decoder = BinaryCopyDecoder()
        var decoded: [PostgresTimestamp] = []
        for message in messages {
            try message.withUnsafeBufferPointer { try decoder.decode($0) { decoded.append($0.timestamp(0)!) } }
        }
        #expect(decoded.map(\.microseconds) == values)
        #expect(decoded[1] == .negativeInfinity && decoded[2] == .infinity)
        #expect(decoded[1].description == "-infinity" && decoded[2].description == "infinity")
        #expect(decoded[4].description == "2000-01-01T00:00:00.000000Z")
        #expect(decoded[0].description == "1999-12-31T23:59:59.999999Z")
        #expect(decoded[3].description == "0001-01-01T00:00:00.000000Z")
    }

    @Test func integersOfEveryWidthAndBooleans() throws {
        var encoder = BinaryCopyEncoder()
        encoder.beginRow(fieldCount: 4)
        encoder.append(int32: Int32.min)
        encoder.append(int64: -42)
        encoder.append(bool: true)
        encoder.append(float64: -0.5)
        encoder.appendTrailer()
        var decoder = BinaryCopyDecoder()
        var seen = false
        try encoder.bytes.withUnsafeBufferPointer { buffer in
            try decoder.decode(buffer) { row in
                #expect(row.int64(0) == Int64(Int32.min))
                #expect(row.int64(1) == -42)
                #expect(row.bool(2) == true)
                #expect(row.float64(3) == -0.5)
                #expect(row.timestampMicros(0) == nil) // 4 bytes is not a timestamp
                seen = true
            }
        }
        let rowCount = decoder.rowCount
        #expect(seen && rowCount == 1)
    }

    @Test func rejectsAStreamWithoutTheSignature() {
        var decoder = BinaryCopyDecoder()
        let garbage: [UInt8] = Array("not a pgcopy stream at all".utf8)
        #expect(throws: PostgresError.self) {
            try garbage.withUnsafeBufferPointer { try decoder.decode($0) { _ in } }
        }
    }

    @Test func rejectsATruncatedRow() {
        var full = Self.header() + Self.row { e in e.beginRow(fieldCount: 2); e.append(text: "abcdef"); e.append(int64: 7) }
        full.removeLast(3)
        var decoder = BinaryCopyDecoder()
        #expect(throws: PostgresError.self) {
            try full.withUnsafeBufferPointer { try decoder.decode($0) { _ in } }
        }
    }
}
