import Foundation

/// A `timestamptz` as PostgreSQL stores it: microseconds since 2000-01-01 00:00:00 UTC.
/// `infinity` and `-infinity` are `Int64.max` and `Int64.min`, as on the wire.
public struct PostgresTimestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static let infinity = PostgresTimestamp(microseconds: .max)
    public static let negativeInfinity = PostgresTimestamp(microseconds: .min)
    /// Seconds between the Unix epoch and PostgreSQL's (2000-01-01).
    public static let unixEpochOffsetSeconds: Int64 = 946_684_800

    public init(date: Date) {
        let unixMicros = (date.timeIntervalSince1970 * 1_000_000).rounded()
        microseconds = Int64(unixMicros) - Self.unixEpochOffsetSeconds * 1_000_000
    }

    public init(unixSeconds: Int64, microsecond: Int64 = 0) {
        microseconds = (unixSeconds - Self.unixEpochOffsetSeconds) * 1_000_000 + microsecond
    }

    public var isFinite: Bool { microseconds != .max && microseconds != .min }

    public var date: Date {
        if microseconds == .max { return .distantFuture }
        if microseconds == .min { return .distantPast }
        return Date(timeIntervalSince1970: Double(microseconds) / 1_000_000 + Double(Self.unixEpochOffsetSeconds))
    }

    public static func < (a: Self, b: Self) -> Bool { a.microseconds < b.microseconds }

    /// ISO 8601 in UTC with microseconds, e.g. `2026-11-21T03:00:00.000001Z`; PostgreSQL
    /// reads it back exactly (also as a query parameter).
    public var description: String {
        if microseconds == .max { return "infinity" }
        if microseconds == .min { return "-infinity" }
        let unixMicros = microseconds + Self.unixEpochOffsetSeconds * 1_000_000
        var seconds = unixMicros / 1_000_000
        var micros = unixMicros % 1_000_000
        if micros < 0 { micros += 1_000_000; seconds -= 1 }
        let (y, m, d, hh, mm, ss) = Self.civil(fromUnixSeconds: seconds)
        let year = y < 0 ? String(format: "-%04d", -y) : String(format: "%04d", y)
        return year + String(format: "-%02d-%02dT%02d:%02d:%02d.%06dZ", m, d, hh, mm, ss, Int(micros))
    }

    /// Proleptic Gregorian calendar from seconds: (year, month, day, hour, minute, second).
    static func civil(fromUnixSeconds seconds: Int64) -> (Int, Int, Int, Int, Int, Int) {
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 { secondOfDay += 86_400; days -= 1 }
        let (y, m, d) = civilDate(daysSinceUnixEpoch: days)
        return (Int(y), Int(m), Int(d), Int(secondOfDay / 3600), Int(secondOfDay % 3600 / 60), Int(secondOfDay % 60))
    }

    /// (year, month, day) of a day count since 1970-01-01, proleptic Gregorian
    /// (Howard Hinnant's civil_from_days).
    public static func civilDate(daysSinceUnixEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
