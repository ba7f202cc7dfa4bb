import Postgres
import ReadState
import Reports

/// `latency_messages.csv` (docs/reports.md#latency_messagescsv), one row per counted message, built as bytes: at ten
/// million rows, a `[String]` and three formatted timestamps per row would cost more than the
/// sweep. Rows collect in a buffer that the job hands to the file after each batch, so the
/// file streams and memory stays bounded by the batch.
struct LatencyMessageRows {
    static let columns = CSVReports.latencyMessages.columnNames

    private(set) var bytes: [UInt8] = []

    static func header() -> String {
        var text = ""
        CSVWriter(columns: columns).writeHeader(to: &text)
        return text
    }

    /// A channel's cid as a CSV field, escaped once per channel (it is user-controlled text).
    static func cidField(_ cid: String) -> [UInt8] {
        Array(CSVWriter.escape(cid).utf8)
    }

    /// Empty fields mean "none" (never read) or "not tracked" (the type's switch is off).
    /// `messageKey`: the message's text or uuid key (docs/mappings.md#keys), else the id is written.
    mutating func append(
        messageID: Int64, messageKey: String? = nil, cid: [UInt8], createdAt: Microseconds,
        firstDelivered: Microseconds?, firstRead: Microseconds?, readBy: Int?, deliveredTo: Int?, state: DeliveryState
    ) {
        if let messageKey { bytes.append(contentsOf: CSVWriter.escape(messageKey).utf8) } else { appendInteger(messageID) }
        bytes.append(comma)
        bytes.append(contentsOf: cid)
        bytes.append(comma)
        appendTimestamp(createdAt)
        bytes.append(comma)
        if let firstDelivered { appendTimestamp(firstDelivered) }
        bytes.append(comma)
        if let firstRead { appendTimestamp(firstRead) }
        bytes.append(comma)
        if let readBy { appendInteger(Int64(readBy)) }
        bytes.append(comma)
        if let deliveredTo { appendInteger(Int64(deliveredTo)) }
        bytes.append(comma)
        bytes.append(contentsOf: state.name.utf8)
        bytes.append(UInt8(ascii: "\r"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes what has been built and empties the buffer.
    mutating func flush(to out: inout some TextOutputStream) {
        guard !bytes.isEmpty else { return }
        out.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }

    private let comma = UInt8(ascii: ",")

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    private mutating func appendDigits(_ value: Int64, width: Int) {
        var divisor: Int64 = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `2026-11-21T03:00:00.000001Z`, exactly `PostgresTimestamp.description` (which
    /// PostgreSQL reads back exactly), for years 0...9999.
    mutating func appendTimestamp(_ micros: Microseconds) {
        let unixMicros = micros + PostgresTimestamp.unixEpochOffsetSeconds * 1_000_000
        var seconds = unixMicros / 1_000_000
        var fraction = unixMicros % 1_000_000
        if fraction < 0 { fraction += 1_000_000; seconds -= 1 }
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 { secondOfDay += 86_400; days -= 1 }
        guard let (year, month, day) = Self.civil(days: days), (0...9999).contains(year) else {
            bytes.append(contentsOf: PostgresTimestamp(microseconds: micros).description.utf8)
            return
        }
        appendDigits(year, width: 4)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, width: 2)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, width: 2)
        bytes.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, width: 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 3600 / 60, width: 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, width: 2)
        bytes.append(UInt8(ascii: "."))
        appendDigits(fraction, width: 6)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// (year, month, day); nil far outside the calendar.
    static func civil(days: Int64) -> (Int64, Int64, Int64)? {
        guard abs(days) < 100_000_000 else { return nil }
        let date = PostgresTimestamp.civilDate(daysSinceUnixEpoch: days)
        return (date.year, date.month, date.day)
    }
}
