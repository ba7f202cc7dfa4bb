import Foundation
import Postgres
import Runtime

/// How much history `unreadctl seed` makes: a named size or an explicit message count.
public enum SeedScale: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// About 1 000 messages: unit-sized tests.
    case tiny
    /// About 100 000 messages: integration tests, the demo.
    case small
    /// About 1 000 000 messages.
    case medium
    /// About 10 000 000 messages, 2–3 million memberships, 10 million receipt events (the benchmark scale).
    case bench
    /// Exactly this many messages (at least `minimumMessages`).
    case messages(Int)

    public static let minimumMessages = 100

    /// The number of messages the history holds (exactly).
    public var messageCount: Int {
        switch self {
        case .tiny: return 1_000
        case .small: return 100_000
        case .medium: return 1_000_000
        case .bench: return 10_000_000
        case .messages(let count): return count
        }
    }

    public var description: String {
        switch self {
        case .tiny: return "tiny"
        case .small: return "small"
        case .medium: return "medium"
        case .bench: return "bench"
        case .messages(let count): return String(count)
        }
    }

    /// `tiny`, `small`, `medium`, `bench`, or a message count; a one-line error otherwise.
    public init(parsing text: String) throws {
        switch text.lowercased() {
        case "tiny": self = .tiny
        case "small": self = .small
        case "medium": self = .medium
        case "bench": self = .bench
        default:
            let digits = text.replacingOccurrences(of: "_", with: "")
            guard let count = Int(digits) else {
                throw JobError.invalidInput("unknown scale '\(text)': use tiny, small, medium, bench or a message count")
            }
            guard count >= Self.minimumMessages else {
                throw JobError.invalidInput("--scale \(text): a message count must be at least \(Self.minimumMessages)")
            }
            guard count <= 200_000_000 else {
                throw JobError.invalidInput("--scale \(text): at most 200000000 messages")
            }
            self = .messages(count)
        }
    }
}

/// What `unreadctl seed` is asked to make. The same options give the same rows and ids.
public struct SeedOptions: Sendable, Equatable {
    public var scale: SeedScale
    public var seed: UInt64
    /// The first instant of history; nil: `days` before the start of the current UTC day, so
    /// the history ends at midnight UTC today (and nothing lies in the future, docs/checks.md#rs002-receipt-in-future).
    public var start: PostgresTimestamp?
    /// The history span in days.
    public var days: Int
    /// Plant a known set of RS001–RS016 anomalies and drifted counters (see `SeedManifest`).
    public var injectAnomalies: Bool
    /// Replace the data of a non-empty database (TRUNCATE in the load's transaction).
    public var force: Bool
    /// Progress on stderr (only ever drawn when stderr is a terminal).
    public var showProgress: Bool

    public static let maximumDays = 3_650

    public init(scale: SeedScale, seed: UInt64 = 1, start: PostgresTimestamp? = nil, days: Int = 30,
                injectAnomalies: Bool = false, force: Bool = false, showProgress: Bool = false) {
        self.scale = scale
        self.seed = seed
        self.start = start
        self.days = days
        self.injectAnomalies = injectAnomalies
        self.force = force
        self.showProgress = showProgress
    }

    /// What `unreadctl demo` seeds: a small history with anomalies, ending today.
    public static func demo(seed: UInt64 = 7) -> SeedOptions {
        SeedOptions(scale: .small, seed: seed, days: 30, injectAnomalies: true)
    }

    /// The history's time span, checked: `days` in range, and no instant after `now`.
    public func window(now: Date = Date()) throws -> (start: PostgresTimestamp, end: PostgresTimestamp) {
        guard days >= 1, days <= Self.maximumDays else {
            throw JobError.invalidInput("--days \(days): the history span must be 1 to \(Self.maximumDays) days")
        }
        let span = Int64(days) * 86_400 * 1_000_000
        let first: PostgresTimestamp
        if let start {
            first = start
        } else {
            let day: Int64 = 86_400 * 1_000_000
            let micros = PostgresTimestamp(date: now).microseconds
            let today = micros - ((micros % day) + day) % day
            first = PostgresTimestamp(microseconds: today - span)
        }
        let end = PostgresTimestamp(microseconds: first.microseconds + span)
        // docs/checks.md#rs002-receipt-in-future: clean data has no instant after the audit's clock.
        guard end.date <= now else {
            throw JobError.invalidInput("--start \(first.description.prefix(10)) with --days \(days) ends at \(end), in the future: choose an earlier --start or fewer --days")
        }
        return (first, end)
    }

    /// `YYYY-MM-DD` (midnight UTC) or an ISO 8601 timestamp with a zone.
    public static func parseStart(_ text: String) throws -> PostgresTimestamp {
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        let full = ISO8601DateFormatter()
        full.formatOptions = [.withInternetDateTime]
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if text.count == 10, let date = dateOnly.date(from: text) { return PostgresTimestamp(date: date) }
        if let date = full.date(from: text) ?? fractional.date(from: text) { return PostgresTimestamp(date: date) }
        throw JobError.invalidInput("--start '\(text)' is not a date: use YYYY-MM-DD or an ISO 8601 timestamp such as 2025-01-01T00:00:00Z")
    }
}

/// Rows per table, as loaded.
public struct SeedRowCounts: Sendable, Equatable, Codable {
    public var channelTypes = 0
    public var users = 0
    public var channels = 0
    public var channelMembers = 0
    public var userMutes = 0
    public var messages = 0
    public var receiptEvents = 0
    public var threadParticipants = 0
    public var messageMentions = 0

    enum CodingKeys: String, CodingKey {
        case channelTypes = "channel_types", users, channels, channelMembers = "channel_members"
        case userMutes = "user_mutes", messages, receiptEvents = "receipt_events"
        case threadParticipants = "thread_participants", messageMentions = "message_mentions"
    }

    public var total: Int {
        channelTypes + users + channels + channelMembers + userMutes + messages + receiptEvents + threadParticipants + messageMentions
    }
}

/// What a seed made: the rows, the time span, how long it took, and the manifest of what was
/// planted (empty codes without `--inject-anomalies`).
public struct SeedSummary: Sendable, Equatable {
    public var rows: SeedRowCounts
    public var start: PostgresTimestamp
    public var end: PostgresTimestamp
    public var manifest: SeedManifest
    /// Wall-clock seconds of the whole seed, and of its phases (generate+load, indexes…).
    public var seconds: Double
    public var phaseSeconds: [(String, Double)]

    public static func == (a: SeedSummary, b: SeedSummary) -> Bool {
        a.rows == b.rows && a.start == b.start && a.end == b.end && a.manifest == b.manifest
    }

    /// The lines `unreadctl seed` prints (and the demo can print).
    public var lines: [String] {
        var lines = [
            "seeded \(rows.messages) messages in \(rows.channels) channels, \(rows.users) users, "
                + "\(rows.channelMembers) memberships, \(rows.receiptEvents) receipt events, \(rows.userMutes) mutes, "
                + "\(rows.threadParticipants) thread participants, \(rows.messageMentions) mentions "
                + "(scale \(manifest.scale), seed \(manifest.seed), \(start) to \(end)) in \(String(format: "%.1f", seconds)) s",
        ]
        if !phaseSeconds.isEmpty {
            lines.append("phases: " + phaseSeconds.map { "\($0.0) \(String(format: "%.1f", $0.1)) s" }.joined(separator: ", "))
        }
        if manifest.anomaliesInjected {
            let planted = manifest.codes.keys.sorted().map { "\($0) \(manifest.codes[$0]?.count ?? 0)" }
            lines.append("anomalies planted: " + planted.joined(separator: ", ")
                + "; drifted counters: \(manifest.memberDrift.count) members, \(manifest.userDrift.count) users, "
                + "\(manifest.threadDrift.count) thread participants, \(manifest.mentionDrift.count) mention counts")
        }
        return lines
    }
}
