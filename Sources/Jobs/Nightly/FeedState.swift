import Foundation
import Postgres
import ReadState
import Reports
import Runtime
import Schema

/// Which channels a nightly reads: the ones the change feeds named, or all of them.
public enum NightlyScope: String, Sendable, Codable {
    case incremental, full
}

/// `nightly --full`, `--full-every`, `--feed-overlap` (docs/change-feeds.md).
public struct FeedOptions: Sendable, Equatable, Encodable {
    public static let defaultFullEvery: Microseconds = 7 * 86_400_000_000
    public static let defaultOverlap: Microseconds = 3_600_000_000
    /// docs/change-feeds.md#what-it-costs: near a tenth of the channels, reading them by key
    /// cost about what one scan of everything costs; 5 % keeps a margin.
    public static let defaultFullAbove = 5.0

    /// `--full`: read every channel whatever the feeds say.
    public var full: Bool
    /// A full run when the last one is at least this old.
    public var fullEvery: Microseconds
    /// How far behind the last run's snapshot a feed starts again: longer than any write
    /// transaction of the live service plus the clock skew between its servers.
    public var overlap: Microseconds
    /// `--full-above P`: a full run when the feeds name more than P % of the channels.
    public var fullAbove: Double

    public init(full: Bool = false, fullEvery: Microseconds = defaultFullEvery, overlap: Microseconds = defaultOverlap,
                fullAbove: Double = defaultFullAbove) {
        self.full = full
        self.fullEvery = fullEvery
        self.overlap = overlap
        self.fullAbove = fullAbove
    }

    enum CodingKeys: String, CodingKey {
        case full, fullEverySeconds = "full_every_s", overlapSeconds = "feed_overlap_s", fullAbovePercent = "full_above_percent"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(full, forKey: .full)
        try container.encode(Double(fullEvery) / 1e6, forKey: .fullEverySeconds)
        try container.encode(Double(overlap) / 1e6, forKey: .overlapSeconds)
        try container.encode(fullAbove, forKey: .fullAbovePercent)
    }
}

/// What a nightly keeps for the next one, in its run record's stats under `feed`
/// (docs/change-feeds.md#watermarks). Only a run that succeeded writes it, so a failed or
/// interrupted run leaves the next one the same window to read again.
public struct FeedState: Codable, Sendable, Equatable {
    /// `ChangeFeed.version` of the run that wrote it: another version means a full run.
    public var version: String
    /// A digest of what the counting depends on besides the rows (`ChangeFeed.rulesDigest`).
    public var rules: String
    /// The time up to which the snapshot holds every commit (`ChangeFeed.visibleUpTo`,
    /// microseconds since 1970): the time streams start again there, less the overlap.
    public var snapshotAt: Int64
    /// The snapshot time of the last full run.
    public var lastFullAt: Int64
    /// Per stream: the id up to which rows are known (messages, receipt events, channels).
    public var watermarks: [String: Int64]
    /// A digest of the rows of `channels` up to the channels watermark: a changed channel type.
    public var channels: String
    /// Per user with mutes: a digest of the users they muted.
    public var mutes: [String: String]
    /// Channels where the run found a drifted counter: read again until they are right
    /// (docs/change-feeds.md#open-drift).
    public var openChannels: [String]
    /// Users whose totals drifted at the run: their totals are checked again until they are right.
    public var openUsers: [String]

    init(version: String, rules: String, snapshotAt: Int64, lastFullAt: Int64, watermarks: [String: Int64], channels: String,
         mutes: [String: String], openChannels: [String], openUsers: [String] = []) {
        self.version = version
        self.rules = rules
        self.snapshotAt = snapshotAt
        self.lastFullAt = lastFullAt
        self.watermarks = watermarks
        self.channels = channels
        self.mutes = mutes
        self.openChannels = openChannels
        self.openUsers = openUsers
    }

    enum CodingKeys: String, CodingKey {
        case version, rules, snapshotAt = "snapshot_at_us", lastFullAt = "last_full_at_us", watermarks, channels, mutes
        case openChannels = "open_channels", openUsers = "open_users"
    }

    /// An earlier version's state decodes (without `open_users`), so that the next run says the feed changed.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(version: try container.decode(String.self, forKey: .version), rules: try container.decode(String.self, forKey: .rules),
                  snapshotAt: try container.decode(Int64.self, forKey: .snapshotAt), lastFullAt: try container.decode(Int64.self, forKey: .lastFullAt),
                  watermarks: try container.decode([String: Int64].self, forKey: .watermarks),
                  channels: try container.decode(String.self, forKey: .channels), mutes: try container.decode([String: String].self, forKey: .mutes),
                  openChannels: try container.decode([String].self, forKey: .openChannels),
                  openUsers: try container.decodeIfPresent([String].self, forKey: .openUsers) ?? [])
    }
}

/// What a nightly reads tonight, decided inside its snapshot.
public struct FeedPlan: Sendable {
    public var scope: NightlyScope
    /// Why the run is full (empty for an incremental one).
    public var reason: String
    /// An incremental run's channels, in key order.
    public var named: [String]
    /// The users whose totals an incremental run checks besides the named channels' members
    /// (whose mutes changed, whose totals drifted at the last run), in order.
    public var namedUsers: [String] = []
    /// How many channels each stream named (a channel may be named by several).
    public var namedBy: [String: Int]
    /// The state the next run starts from, once this one has succeeded (its `openChannels` are
    /// this run's drifted channels, `completed(drifted:)`).
    public var next: FeedState
    /// What an incremental run's reports list under "Not measured".
    public var notMeasured: [String]
    /// Per named channel: its `cid` and the streams that named it (`named_channels.csv`).
    public var cids: [String: String] = [:]
    public var streams: [String: [String]] = [:]

    /// `named_channels.csv`: an incremental run's channels, in key order, with the streams that named each.
    func writeNamedChannels(to out: inout some TextOutputStream) {
        let csv = CSVWriter(columns: CSVReports.namedChannels.columnNames)
        csv.writeHeader(to: &out)
        for channel in named {
            csv.writeRow([channel, cids[channel] ?? "", (streams[channel] ?? []).joined(separator: " ")], to: &out)
        }
    }

    func completed(drifted: Set<String>, users: Set<String>) -> FeedState {
        var state = next
        state.openChannels = ChangeFeed.sortedKeys(drifted)
        state.openUsers = users.sorted()
        return state
    }
}
