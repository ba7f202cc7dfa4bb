import Foundation
import ReadState

/// What `unreadctl explain` found about one member of one channel (docs/commands.md#unreadctl-explain),
/// with the source's own ids: the text and the JSON form are both written from this.
public struct MemberExplanation: Sendable, Codable {
    /// A stored counter beside its recount. `stored` is nil where the source stores none
    /// (docs/mappings.md#capabilities): then there is no drift either.
    public struct Counter: Sendable, Codable, Equatable {
        public var name: String
        public var stored: Int?
        public var recount: Int
        /// `recount − stored`; nil where nothing is stored.
        public var drift: Int?

        init(_ name: String, stored: Int?, recount: Int) {
            self.name = name
            self.stored = stored
            self.recount = recount
            drift = stored.map { recount - $0 }
        }

        public var drifted: Bool { (drift ?? 0) != 0 }
    }

    /// A message of the channel and what the rules make of it for this member.
    public struct ListedMessage: Sendable, Codable, Equatable {
        public var id: String
        public var sender: String
        public var createdAt: String
        public var type: String
        public var parentID: String?
        /// After the read position (the later of the receipt and the join); false for the few shown before it.
        public var afterReadPosition: Bool
        public var counts: Bool
        /// `UnreadRules.Reason.code`, nil when it counts.
        public var reason: String?
        public var reasonText: String?
        /// The message mentions the member (a `message_mentions` row).
        public var mention: Bool
    }

    public struct Thread: Sendable, Codable, Equatable {
        public var parentID: String
        public var joinedAt: String
        public var lastReadAt: String?
        public var unreadReplies: Counter
        /// The thread's replies that count for the member, and how many are left out by each rule.
        public var excluded: [String: Int]
    }

    public struct Receipt: Sendable, Codable, Equatable {
        public var at: String
        public var upTo: String
        public var messageID: String?
    }

    /// An audit finding about this member in this channel, as `audit.csv` has it (docs/checks.md).
    public struct Finding: Sendable, Codable, Equatable {
        public var code: String
        public var severity: String
        public var messageID: String?
        public var detail: String
    }

    /// One current membership of the user and what it adds to the user's totals.
    public struct Contribution: Sendable, Codable, Equatable {
        public var channel: String
        public var cid: String
        public var muted: Bool
        /// Unmuted: it adds to the totals (docs/rules.md#per-user-totals).
        public var inTotals: Bool
        public var unread: Counter
        public var mentions: Counter?
        public var unreadThreads: Int?
    }

    public var schema: String?
    public var snapshotAt: String
    public var channel: String
    public var cid: String
    public var channelType: String
    public var user: String
    public var joinedAt: String
    public var lastReadAt: String?
    public var lastReadMessageID: String?
    public var muted: Bool
    /// Messages count when created strictly after this instant: the later of `last_read_at` and `joined_at`.
    public var readPosition: String
    public var counters: [Counter]
    /// The few messages before the read position and those after it, oldest first, at most `limit` after it.
    public var messages: [ListedMessage]
    /// Messages after the read position that `--limit` left out.
    public var messagesNotShown: Int
    /// Messages addressed to this member alone that count (docs/rules.md#addressed-messages); nil where the source has none.
    public var addressedCounting: Int?
    /// nil where the source has no thread participants.
    public var threads: [Thread]?
    /// The latest read events, newest first; nil where the source has no receipt log.
    public var receipts: [Receipt]?
    public var receiptsNotShown: Int?
    /// The audit's findings about this member in this channel (the user-wide checks are the totals').
    public var findings: [Finding]
    public var totals: [Counter]
    public var contributions: [Contribution]
    public var notMeasured: [String]

    /// The JSON form (`--format json`): snake_case keys, sorted, one object.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
