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

    // MARK: - strict decoding: a value that is not the type asked for is an error, never nil or 0

    /// Decodes `rows` (each built by the encoder) with `read`; returns the error it threw.
    func decodingError(_ rows: [(inout BinaryCopyEncoder) -> Void], read: (CopyRow) -> Void) -> PostgresError? {
        var encoder = BinaryCopyEncoder()
        for build in rows { build(&encoder) }
        encoder.appendTrailer()
        var decoder = BinaryCopyDecoder()
        do {
            try encoder.bytes.withUnsafeBufferPointer { try decoder.decode($0) { read($0) } }
            return nil
        } catch let error as PostgresError {
            return error
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func aFourByteDateAskedForAsATimestampNamesTheRowAndField() throws {
        var seen: [Int64?] = []
        let error = decodingError([
            { e in e.beginRow(fieldCount: 2); e.append(int64: 7); e.append(timestampMicros: 1) },
            { e in e.beginRow(fieldCount: 2); e.append(int64: 42); e.append(int32: 9_000) }, // a `date`
            { e in e.beginRow(fieldCount: 2); e.append(int64: 43); e.append(timestampMicros: 2) },
        ]) { row in seen.append(row.timestampMicros(1)) }
        #expect(error?.kind == .decoding)
        #expect(error?.message == "row 2 (first field 42), field 2: a 4-byte value where the reader needs a timestamptz (8 bytes)")
        #expect(seen.first == 1 && seen.count == 2) // the stream stops at the failed row
    }

    @Test func textAskedForAsAnIntegerOrABoolIsAnError() throws {
        let asInteger = decodingError([{ e in e.beginRow(fieldCount: 2); e.append(text: "alice"); e.append(text: "12345") }]) {
            _ = $0.int64(1)
        }
        #expect(asInteger?.message == "row 1 (first field \"alice\"), field 2: a 5-byte value where the reader needs an int2, int4 or int8 (2, 4 or 8 bytes)")
        let asBool = decodingError([{ e in e.beginRow(fieldCount: 1); e.append(text: "true") }]) { _ = $0.bool(0) }
        #expect(asBool?.kind == .decoding)
        let asFloat = decodingError([{ e in e.beginRow(fieldCount: 1); e.append(int32: 1) }]) { _ = $0.float64(0) }
        #expect(asFloat?.kind == .decoding)
    }

    @Test func aNullIsNilWhereAllowedAndAnErrorWhereTheReaderNeedsAValue() throws {
        var values: [Int64?] = []
        let allowed = decodingError([{ e in e.beginRow(fieldCount: 2); e.append(int64: 1); e.appendNull() }]) {
            values.append($0.int64(1))
            values.append($0.timestampMicros(1))
        }
        #expect(allowed == nil && values == [nil, nil])
        for read in [{ (row: CopyRow) in _ = row.int64(notNull: 1) }, { _ = $0.timestampMicros(notNull: 1) },
                     { _ = $0.bool(notNull: 1) }, { _ = $0.bytes(notNull: 1) }] {
            let error = decodingError([{ e in e.beginRow(fieldCount: 2); e.append(int64: 5); e.appendNull() }], read: read)
            #expect(error?.message == "row 1 (first field 5), field 2: NULL where the reader needs a value")
        }
        let present = decodingError([{ e in e.beginRow(fieldCount: 1); e.append(int64: -3) }]) {
            #expect($0.int64(notNull: 0) == -3)
        }
        #expect(present == nil)
    }
}
