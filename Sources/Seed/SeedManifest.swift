import Foundation
import Postgres
import ReadState
import Reports

/// The ground truth of an `unreadctl seed --inject-anomalies` run: which audit findings the
/// seeded database must produce, and which stored counters were drifted, with their true values.
/// Clean seeded data (without `--inject-anomalies`) produces no finding of any code.
///
/// JSON (keys sorted; written by `--manifest FILE`):
///
///     {
///       "seed": 42, "scale": "small", "start": "2025-01-01T00:00:00.000000Z", "end": "…", "days": 30,
///       "anomalies_injected": true,
///       "rows": {"channel_types": 4, "users": …, "channels": …, "channel_members": …,
///                "user_mutes": …, "messages": …, "receipt_events": …,
///                "thread_participants": …, "message_mentions": …},
///       "codes": {
///         "RS001": {"count": 3,
///                   "keys": [{"channel_cid": "team:team-17", "user_id": "u0000042", "message_id": 5123}, …],
///                   "details": ["mark-unread event moved last_read_at before the member's own message", …]},
///         …every code RS001…RS016, count 0 and no keys when nothing of it was planted…
///       },
///       "member_drift": [{"channel_cid": "…", "user_id": "…", "stored": 7, "true": 4}, …],
///       "user_drift": [{"user_id": "…", "stored_total": 12, "true_total": 9,
///                       "stored_channels": 3, "true_channels": 3,
///                       "stored_threads": 1, "true_threads": 1, "stored_mentions": 0, "true_mentions": 0}, …],
///       "thread_drift": [{"channel_cid": "…", "parent_id": 812, "user_id": "…", "stored": 0, "true": 3}, …],
///       "mention_drift": [{"channel_cid": "…", "user_id": "…", "stored": 2, "true": 1}, …]
///     }
///
/// **Finding keys.** An audit matches its findings against `keys` by the triple
/// (`channel_cid`, `user_id`, `message_id`); `count` is the number of findings of that code,
/// `keys.count == count`, and no key repeats within a code. `details[i]` describes `keys[i]`.
///
/// | code | channel_cid | user_id | message_id |
/// |---|---|---|---|
/// | RS001 | the channel | the member | the member's own latest counted message in the channel |
/// | RS002 | the channel | the member | null |
/// | RS003 | the channel | the member | null |
/// | RS004 | the channel | the member | the mismatching stored id (`last_read_message_id`) |
/// | RS005 | the channel | the member | null |
/// | RS006 | null | the user | null |
/// | RS007 | the channel (member counter) or null (user counter) | the member / user | null |
/// | RS008 | the channel | the event's user | null |
/// | RS009 | the channel | the event's user | null |
/// | RS010 | the channel | the member | null |
/// | RS011 | the channel | the member | null |
/// | RS012 | the channel | the participant | the thread's parent message |
/// | RS013 | the channel | the member | null |
/// | RS014 | null | the user | null |
/// | RS015 | the channel | the participant | the participant's own latest counted reply in the thread |
/// | RS016 | the channel of the mention row | the mentioned user | the mention's message |
///
/// How the data is built, so that each planted anomaly yields exactly its listed findings:
/// - every planted anomaly touches its own (channel, user) pair, and user-level drift (RS006,
///   RS007 on `users`) uses users no other anomaly touches;
/// - a planted anomaly breaks one state field or adds one event, never two (so an audit finds
///   it once, whether it reports per member, per field or per event);
/// - a member's latest event of a kind is the one with the greatest `at`, ties by greatest id;
///   in seeded data (clean or not) the greatest `at` and the greatest id pick the same event;
/// - RS010 compares state and log only for the kinds the channel's type enables; in a type
///   with a kind disabled, RS011 reports that kind's state or events instead;
/// - RS001 applies where the type has `read_events` (elsewhere no read state is kept);
/// - a negative stored counter (RS007) is also drift (RS005 / RS006), listed under both codes;
/// - former members (`left_at` set) keep the counter they had when they left, which the rules
///   (docs/rules.md) do not check; no anomaly is planted on a former member's counters;
/// - RS002 is planted as an event whose `at` lies 100 years after the history's end; the rest
///   of the data ends before the seed ran;
/// - a user's drift is listed once in `user_drift` with all four totals: RS006 drifts
///   `total_unread_count` / `unread_channels`, RS014 `unread_threads` / `total_unread_mentions`
///   (never both on one user);
/// - thread participants exist only in types with `read_events` (elsewhere the backend keeps
///   no thread read state, so RS011 has no thread rows to find); a participant's thread receipt
///   covers their own replies (sending a reply reads the thread), so RS015 finds only plants;
/// - RS015 moves a thread receipt back (to NULL or the message before the participant's own
///   latest reply); the stored `unread_replies` and the user's `unread_threads` follow the new
///   truth, so it adds no RS012 / RS014;
/// - RS016 adds one mention row (of a former member, of a user who was never a member, or of
///   a current member on another channel's message); such a mention counts nowhere, so no
///   counter changes.
public struct SeedManifest: Codable, Sendable, Equatable {
    public var seed: UInt64
    public var scale: String
    public var start: String
    public var end: String
    public var days: Int
    public var anomaliesInjected: Bool
    public var rows: SeedRowCounts
    /// Every planted code (`allCodes`), each with its findings.
    public var codes: [String: PlantedFindings]
    /// Members whose stored `unread_count` differs from the truth (RS005; with RS007 when negative).
    public var memberDrift: [MemberDrift]
    /// Users whose stored totals differ from the truth (RS006, RS014; with RS007 when negative).
    public var userDrift: [UserDrift]
    /// Thread participants whose stored `unread_replies` differs from the truth (RS012).
    public var threadDrift: [ThreadDrift]
    /// Members whose stored `unread_mentions` differs from the truth (RS013).
    public var mentionDrift: [MemberDrift]

    /// The planted codes (`PlantedAnomalies`), as the manifest's keys.
    public static let allCodes = PlantedAnomalies.codes.map(\.text)

    public init(seed: UInt64, scale: String, start: String, end: String, days: Int, anomaliesInjected: Bool,
                rows: SeedRowCounts, codes: [String: PlantedFindings], memberDrift: [MemberDrift] = [],
                userDrift: [UserDrift] = [], threadDrift: [ThreadDrift] = [], mentionDrift: [MemberDrift] = []) {
        self.seed = seed
        self.scale = scale
        self.start = start
        self.end = end
        self.days = days
        self.anomaliesInjected = anomaliesInjected
        self.rows = rows
        self.codes = codes
        self.memberDrift = memberDrift
        self.userDrift = userDrift
        self.threadDrift = threadDrift
        self.mentionDrift = mentionDrift
    }

    enum CodingKeys: String, CodingKey {
        case seed, scale, start, end, days, rows, codes
        case anomaliesInjected = "anomalies_injected"
        case memberDrift = "member_drift", userDrift = "user_drift"
        case threadDrift = "thread_drift", mentionDrift = "mention_drift"
    }

    /// The findings an audit must report for one code.
    public struct PlantedFindings: Codable, Sendable, Equatable {
        public var count: Int
        public var keys: [FindingKey]
        /// What was planted, one line per key (same order).
        public var details: [String]

        public init(keys: [FindingKey] = [], details: [String] = []) {
            self.count = keys.count
            self.keys = keys
            self.details = details
        }
    }

    /// How an audit finding is matched: (`channel_cid`, `user_id`, `message_id`).
    public struct FindingKey: Codable, Sendable, Hashable, CustomStringConvertible {
        public var channelCid: String?
        public var userId: String
        public var messageId: Int64?

        public init(channelCid: String?, userId: String, messageId: Int64? = nil) {
            self.channelCid = channelCid
            self.userId = userId
            self.messageId = messageId
        }

        enum CodingKeys: String, CodingKey {
            case channelCid = "channel_cid", userId = "user_id", messageId = "message_id"
        }

        // Explicit nulls, so every key has all three fields.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(channelCid, forKey: .channelCid)
            try container.encode(userId, forKey: .userId)
            try container.encode(messageId, forKey: .messageId)
        }

        public var description: String {
            "(\(channelCid ?? "null"), \(userId), \(messageId.map(String.init) ?? "null"))"
        }
    }

    public struct MemberDrift: Codable, Sendable, Equatable {
        public var channelCid: String
        public var userId: String
        public var stored: Int
        public var trueValue: Int

        enum CodingKeys: String, CodingKey {
            case channelCid = "channel_cid", userId = "user_id", stored, trueValue = "true"
        }
    }

    /// A user's four stored totals and their true values; RS006 drifts the first two, RS014
    /// the last two.
    public struct UserDrift: Codable, Sendable, Equatable {
        public var userId: String
        public var storedTotal: Int
        public var trueTotal: Int
        public var storedChannels: Int
        public var trueChannels: Int
        public var storedThreads: Int
        public var trueThreads: Int
        public var storedMentions: Int
        public var trueMentions: Int

        init(userId: String, stored: SeedUserCounters, trueValues: SeedUserCounters) {
            self.userId = userId
            storedTotal = stored.total
            trueTotal = trueValues.total
            storedChannels = stored.channels
            trueChannels = trueValues.channels
            storedThreads = stored.threads
            trueThreads = trueValues.threads
            storedMentions = stored.mentions
            trueMentions = trueValues.mentions
        }

        enum CodingKeys: String, CodingKey {
            case userId = "user_id", storedTotal = "stored_total", trueTotal = "true_total"
            case storedChannels = "stored_channels", trueChannels = "true_channels"
            case storedThreads = "stored_threads", trueThreads = "true_threads"
            case storedMentions = "stored_mentions", trueMentions = "true_mentions"
        }
    }

    /// A thread participant's stored `unread_replies` and the true value.
    public struct ThreadDrift: Codable, Sendable, Equatable {
        public var channelCid: String
        public var parentId: Int64
        public var userId: String
        public var stored: Int
        public var trueValue: Int

        enum CodingKeys: String, CodingKey {
            case channelCid = "channel_cid", parentId = "parent_id", userId = "user_id", stored, trueValue = "true"
        }
    }

    /// The planted findings of `code` (empty when none).
    public func findings(_ code: String) -> PlantedFindings { codes[code] ?? PlantedFindings() }

    /// Pretty, key-sorted JSON.
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Writes the manifest atomically (temporary file, then rename); `ReportError` on failure.
    public func write(to file: URL) throws {
        let text = try jsonText()
        try ReportFile.write(to: file) { stream in stream.write(text) }
    }

    public static func read(from file: URL) throws -> SeedManifest {
        try JSONDecoder().decode(SeedManifest.self, from: Data(contentsOf: file))
    }
}
