import Foundation
import Postgres
import ReadState
import Runtime

/// The report window `[since, until)` in UTC, and the time zone of its day groups (docs/rules.md#latency).
/// A message created exactly at `until` belongs to the next window, so consecutive windows
/// never count a message twice.
public struct LatencyWindow: Sendable, Equatable {
    public let since: PostgresTimestamp
    public let until: PostgresTimestamp
    public let timeZone: TimeZone

    public init(since: PostgresTimestamp, until: PostgresTimestamp, timeZone: TimeZone = Self.utc) throws {
        guard since.isFinite, until.isFinite else { throw JobError.invalidInput("the report window needs finite --since and --until") }
        guard since < until else {
            throw JobError.invalidInput("the report window is empty: --since \(since) is not before --until \(until)")
        }
        self.since = since
        self.until = until
        self.timeZone = timeZone
    }

    public static let utc = TimeZone(identifier: "UTC")!

    /// The previous full UTC day before `now`: the default window.
    public static func previousUTCDay(now: Date = Date()) -> LatencyWindow {
        let today = startOfUTCDay(now)
        return try! LatencyWindow(since: PostgresTimestamp(microseconds: today.microseconds - day), until: today)
    }

    /// The window from the command line: `--until` defaults to the start of today (UTC),
    /// `--since` to one day before `--until`; `--tz` to UTC.
    public static func parse(since: String?, until: String?, timeZone: String?, now: Date = Date()) throws -> LatencyWindow {
        let end = try until.map { try parseTimestamp($0, option: "--until") } ?? startOfUTCDay(now)
        let start = try since.map { try parseTimestamp($0, option: "--since") }
            ?? PostgresTimestamp(microseconds: end.microseconds - day)
        return try LatencyWindow(since: start, until: end, timeZone: try timeZone.map(parseTimeZone) ?? utc)
    }

    /// `2026-11-20` (midnight UTC), `2026-11-20T13:05`, `2026-11-20 13:05:07.25`, with an
    /// optional `Z` or `±HH:MM` (without one the time is UTC).
    public static func parseTimestamp(_ text: String, option: String = "the window") throws -> PostgresTimestamp {
        let failure = JobError.invalidInput(
            "\(option) takes a date or a UTC timestamp such as 2026-11-20 or 2026-11-20T13:00:00Z, not '\(text)'")
        let pattern = #"^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { throw failure }
        func group(_ index: Int) -> String? {
            Range(match.range(at: index), in: text).map { String(text[$0]) }
        }
        let (year, month, dayOfMonth) = (Int(group(1)!)!, Int(group(2)!)!, Int(group(3)!)!)
        let (hour, minute, second) = (Int(group(4) ?? "0")!, Int(group(5) ?? "0")!, Int(group(6) ?? "0")!)
        // Years 1–9999: what PostgreSQL and ISO 8601 dates share (year 0 is 1 BC there).
        guard (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(dayOfMonth),
              hour < 24, minute < 60, second < 60 else { throw failure }
        if group(4) == nil, group(8) != nil { throw failure }  // a zone needs a time
        let fraction = group(7).map { Int64($0.padding(toLength: 6, withPad: "0", startingAt: 0))! } ?? 0
        var offsetSeconds: Int64 = 0
        if let zone = group(8), zone != "Z" {
            let digits = zone.dropFirst().filter(\.isNumber)
            let hours = Int64(digits.prefix(2))!, minutes = Int64(digits.dropFirst(2)) ?? 0
            guard hours < 24, minutes < 60 else { throw failure }
            offsetSeconds = (hours * 3600 + minutes * 60) * (zone.hasPrefix("-") ? -1 : 1)
        }
        let days = daysFromCivil(year: year, month: month, day: dayOfMonth)
        let unixSeconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - offsetSeconds
        return PostgresTimestamp(unixSeconds: unixSeconds, microsecond: fraction)
    }

    /// An IANA name (`Europe/Berlin`), `UTC`, or a fixed offset (`+02:00`, `-0530`).
    public static func parseTimeZone(_ text: String) throws -> TimeZone {
        if text.range(of: #"^[+-]\d{2}(:?\d{2})?$"#, options: .regularExpression) != nil {
            let digits = text.dropFirst().filter(\.isNumber)
            let seconds = (Int(digits.prefix(2))! * 3600 + (Int(digits.dropFirst(2)) ?? 0) * 60) * (text.hasPrefix("-") ? -1 : 1)
            if let zone = TimeZone(secondsFromGMT: seconds) { return zone }
        } else if text.uppercased() == "UTC" || text.uppercased() == "Z" {
            return utc
        } else if !text.isEmpty, let zone = TimeZone(identifier: text) {
            return zone
        }
        throw JobError.invalidInput("--tz takes a time zone such as UTC, Europe/Berlin or +02:00, not '\(text)'")
    }

    /// `timeZone`'s UTC offsets over the window, for the day groups: the offset at `since`
    /// and every change (summer time, a new standard offset) up to `until` — at most a few per
    /// year, so even `0001-01-01 … 9999-12-31` costs only milliseconds and a few thousand
    /// entries, and a day group is then arithmetic on a message's time
    /// (docs/reports.md#latency_summarycsv).
    public func utcOffsets() -> UTCOffsets {
        func micros(_ date: Date) -> Microseconds { PostgresTimestamp(date: date).microseconds }
        var starts: [Microseconds] = [.min]
        var offsets: [Microseconds] = [Int64(timeZone.secondsFromGMT(for: since.date)) * 1_000_000]
        var after = since.date
        while let change = timeZone.nextDaylightSavingTimeTransition(after: after) {
            let at = micros(change)
            guard at < until.microseconds, at > starts.last! else { break }
            let offset = Int64(timeZone.secondsFromGMT(for: change)) * 1_000_000
            if offset != offsets.last! {
                starts.append(at)
                offsets.append(offset)
            }
            after = change
        }
        return UTCOffsets(starts: starts, offsets: offsets)
    }

    /// The zone as the report names it: `UTC`, `Europe/Berlin`, `UTC+02:00`.
    public var timeZoneName: String {
        if timeZone.secondsFromGMT() == 0, timeZone.identifier == "UTC" || timeZone.identifier == "GMT" { return "UTC" }
        if timeZone.identifier.contains("/") { return timeZone.identifier }
        let offset = timeZone.secondsFromGMT()
        return String(format: "UTC%@%02d:%02d", offset < 0 ? "-" : "+", abs(offset) / 3600, abs(offset) % 3600 / 60)
    }

    /// `2026-11-20` for a window of one whole UTC day, else `2026-11-20T00:00Z – 2026-11-22T12:00Z`.
    public var title: String {
        let dayMicros = Self.day
        if until.microseconds - since.microseconds == dayMicros, since.microseconds % dayMicros == 0 {
            return String(since.description.prefix(10))
        }
        return "\(Self.short(since)) – \(Self.short(until))"
    }

    /// `2026-11-20T13:05Z`, seconds and fractions shown only when they are not zero.
    static func short(_ time: PostgresTimestamp) -> String {
        var text = time.description  // 2026-11-20T13:05:07.000000Z
        if text.hasSuffix(".000000Z") { text = String(text.dropLast(8)) + "Z" }
        if text.hasSuffix(":00Z") { text = String(text.dropLast(4)) + "Z" }
        return text
    }

    static let day: Int64 = 86_400 * 1_000_000

    static func startOfUTCDay(_ date: Date) -> PostgresTimestamp {
        let micros = PostgresTimestamp(date: date).microseconds
        let floored = micros >= 0 ? micros / day * day : (micros - day + 1) / day * day
        return PostgresTimestamp(microseconds: floored)
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
