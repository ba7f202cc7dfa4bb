import Foundation
import Postgres
import ReadState

/// A member's stored counter: what a `MemberDrift` is about, and the column its correction writes.
public enum MemberCounter: String, Sendable, Equatable, CaseIterable {
    /// `channel_members.unread_count`.
    case unreadCount = "unread_count"
    /// `channel_members.unread_mentions` (docs/rules.md#mentions).
    case unreadMentions = "unread_mentions"
    /// `channel_members.unread_root_count`, a mapping's root counter (docs/mappings.md#root-counters).
    case unreadRootCount = "unread_root_count"

    /// The column, as the contract names it.
    public var column: String { rawValue }
}

/// A current member one of whose stored counters (`counter`) differs from the recomputed one,
/// with the read state the computation saw (the guard of `--apply`, docs/commands.md#unreadctl-recompute).
public struct MemberDrift: Sendable, Equatable {
    /// Which of the member's counters `stored` and `recomputed` are.
    public var counter = MemberCounter.unreadCount
    public var channelID: Int64
    public var channelCID: String
    public var channelType: String
    public var userID: String
    public var stored: Int
    public var recomputed: Int
    /// `joined_at` and `last_read_at` in the snapshot (µs since 2000-01-01; nil = NULL).
    public var joinedAt: Int64
    public var lastReadAt: Int64?
    /// The channel's key as the source spells it, where it is text or uuid (docs/mappings.md#keys);
    /// nil where `channelID` is the key itself.
    public var channelKey: String?
    /// The row's `row_version` in the snapshot, as text, where the source has one
    /// (docs/mappings.md#row-versions): the repair's guard re-checks it.
    public var rowVersion: String?

    /// `recomputed − stored`: what a correction adds.
    public var delta: Int { recomputed - stored }

    public init(channelID: Int64, channelCID: String, channelType: String, userID: String,
                stored: Int, recomputed: Int, joinedAt: Int64, lastReadAt: Int64?) {
        self.channelID = channelID
        self.channelCID = channelCID
        self.channelType = channelType
        self.userID = userID
        self.stored = stored
        self.recomputed = recomputed
        self.joinedAt = joinedAt
        self.lastReadAt = lastReadAt
    }
}

/// A user whose stored `total_unread_count`, `unread_channels`, `unread_threads` or
/// `total_unread_mentions` differs from the recomputed: the user and their `UserCounters`
/// (`drift.storedTotal` reads `drift.counters.storedTotal`).
@dynamicMemberLookup
public struct UserDrift: Sendable, Equatable {
    public var userID: String
    public var counters: UserCounters

    public init(userID: String, _ counters: UserCounters) {
        self.userID = userID
        self.counters = counters
    }

    public init(userID: String, storedTotal: Int, recomputedTotal: Int, storedChannels: Int, recomputedChannels: Int,
                storedThreads: Int = 0, recomputedThreads: Int = 0, storedMentions: Int = 0, recomputedMentions: Int = 0) {
        self.init(userID: userID, UserCounters(
            storedTotal: storedTotal, recomputedTotal: recomputedTotal, storedChannels: storedChannels,
            recomputedChannels: recomputedChannels, storedThreads: storedThreads, recomputedThreads: recomputedThreads,
            storedMentions: storedMentions, recomputedMentions: recomputedMentions))
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<UserCounters, Value>) -> Value {
        get { counters[keyPath: keyPath] }
        set { counters[keyPath: keyPath] = newValue }
    }
}

/// A thread participant (a current member of the channel) whose stored `unread_replies`
/// differs from the recomputed, with the read state the computation saw (the guard of `--apply`).
public struct ThreadDrift: Sendable, Equatable {
    public var channelID: Int64
    public var channelCID: String
    public var parentID: Int64
    public var userID: String
    public var stored: Int
    public var recomputed: Int
    /// The participant row's `joined_at` and `last_read_at`, and the membership's `joined_at`,
    /// in the snapshot.
    public var joinedAt: Int64
    public var lastReadAt: Int64?
    public var memberJoinedAt: Int64
    /// The channel's and the parent's keys as the source spells them, where they are text or
    /// uuid (docs/mappings.md#keys); nil where the ids are the keys.
    public var channelKey: String?
    public var parentKey: String?

    /// The parent as outputs show it: the source's own id.
    public var parentText: String { parentKey ?? String(parentID) }

    public var delta: Int { recomputed - stored }

    public init(channelID: Int64, channelCID: String, parentID: Int64, userID: String, stored: Int, recomputed: Int,
                joinedAt: Int64, lastReadAt: Int64?, memberJoinedAt: Int64) {
        self.channelID = channelID
        self.channelCID = channelCID
        self.parentID = parentID
        self.userID = userID
        self.stored = stored
        self.recomputed = recomputed
        self.joinedAt = joinedAt
        self.lastReadAt = lastReadAt
        self.memberJoinedAt = memberJoinedAt
    }
}

