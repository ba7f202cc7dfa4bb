import ArgumentParser
import Foundation

/// The one duration syntax of every duration option (`--statement-timeout`, `--lock-timeout`,
/// `--clock-skew`): a number with an optional unit — `us`, `ms`, `s`/`sec`, `m`/`min`, `h`, `d`
/// — where a bare number is seconds: `300`, `300s`, `5m`, `5min`, `1.5h`, `250ms`, `1d`.
/// A value that is not a duration, or too long for 64-bit microseconds, is a usage error (64)
/// naming the option.
struct DurationArgument: ExpressibleByArgument, Sendable, Equatable, CustomStringConvertible {
    /// The duration in microseconds (never negative).
    let microseconds: Int64
    /// As the operator wrote it (for messages and the run record).
    let text: String

    init?(argument: String) {
        guard let micros = Self.parse(argument) else { return nil }
        microseconds = micros
        text = argument
    }

    var description: String { text }
    var defaultValueDescription: String { text }

    /// Whole milliseconds, rounded up so that a sub-millisecond timeout never becomes 0 (which
    /// PostgreSQL reads as "no limit").
    var milliseconds: Int64 { microseconds / 1_000 + (microseconds % 1_000 == 0 ? 0 : 1) }

    static func parse(_ text: String) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = trimmed.firstMatch(of: /^(\d{1,20}(?:\.\d{1,9})?)\s*(us|ms|s|sec|m|min|h|d)?$/),
              let value = Double(match.1) else { return nil }
        let unit: Double
        switch match.2 {
        case "us": unit = 1
        case "ms": unit = 1_000
        case "m", "min": unit = 60_000_000
        case "h": unit = 3_600_000_000
        case "d": unit = 86_400_000_000
        default: unit = 1_000_000
        }
        let micros = (value * unit).rounded()
        guard micros.isFinite, micros < 9e18 else { return nil }
        return Int64(micros)
    }
}

extension DurationArgument {
    /// The longest `statement_timeout` / `lock_timeout` PostgreSQL takes: INT_MAX milliseconds
    /// (24 days 20 h 31 min 23.647 s).
    static let postgresMaximumMilliseconds: Int64 = Int64(Int32.max)

    /// The value PostgreSQL gets for a timeout setting: whole milliseconds, checked against its
    /// range before any connection is made.
    func postgresTimeout(option: String) throws -> String {
        guard milliseconds <= Self.postgresMaximumMilliseconds else {
            throw ValidationError("\(option) \(text) is longer than PostgreSQL allows (at most \(Self.postgresMaximumMilliseconds)ms, about 24 days)")
        }
        return String(milliseconds)
    }
}
