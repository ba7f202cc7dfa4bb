import Foundation
import Postgres
import ReadState
import Runtime

/// What `unreadctl explain` was asked about.
public struct ExplainOptions: Sendable {
    /// The channel's key as the source spells it (docs/mappings.md#keys).
    public var channel: String
    public var user: String
    /// Messages listed after the read position at most; the rest are counted, not shown.
    public var limit: Int

    public static let defaultLimit = 50
    /// Messages shown just before the read position, to show where it lies.
    public static let context = 3
    /// Read events of the receipt trail shown, newest first.
    public static let receiptsShown = 10

    public init(channel: String, user: String, limit: Int = defaultLimit) {
        self.channel = channel
        self.user = user
        self.limit = limit
    }
}

/// `unreadctl explain` (docs/commands.md#unreadctl-explain): one member's counters recounted
/// message by message with the rules' one home (`UnreadRules.reason`), read in one read-only
/// snapshot from the channel's own rows and the user's memberships; writes nothing.
public enum ExplainJob {
    public static func run(_ options: ExplainOptions, database: Database) throws -> MemberExplanation {
        let reader = try database.connectReader()
        defer { reader.close() }
        let source = try SchemaMigrator.requireCurrent(reader)
        var options = options
        // A key that cannot be one of the source's is a usage error (exit 64), found before any read.
        options.channel = try source.keys.channel.canonical(options.channel, option: "--channel", source: source)
        return try JobError.during("reading the member") {
            try Snapshot.reading(reader) { [options] snapshotAt in
                try MemberReading(reader, source: source, user: options.user).explain(options, snapshotAt: snapshotAt)
            }
        }
    }
}

/// The reads and the recount of one user's channels, inside the caller's snapshot.
struct MemberReading {
    let connection: Connection
    let source: ContractSource
    let user: String
    let compared: ComparedCounters
    var keys: ContractKeys { source.keys }

    init(_ connection: Connection, source: ContractSource, user: String) {
        self.connection = connection
        self.source = source
        self.user = user
        compared = ComparedCounters(source)
    }

    /// One message row as the rules see it, with the source's own ids.
    struct Row {
        var id: String
        var type: String
        var parent: String?
        var message: UnreadRules.Message
    }

    struct Member {
        var rules: UnreadRules.Member
        var lastReadMessageID: String?
        var muted: Bool
        var storedUnread: Int
        var storedMentions: Int
        var storedRoots: Int?
    }

    /// One channel's recount for the member: what the totals need, and the rows `explain` lists.
    struct ChannelRecount {
        var unread = 0
        var roots = 0
        var mentions = 0
        var addressed = 0
        var after: [(Row, UnreadRules.Reason?, Bool)] = []
        var threads: [MemberExplanation.Thread] = []
        var unreadThreads: Int { threads.filter { $0.unreadReplies.recount > 0 }.count }
    }

    func explain(_ options: ExplainOptions, snapshotAt: PostgresTimestamp) throws -> MemberExplanation {
        let channel = try connection.query(ExplainQueries.channel(keys.channel), [options.channel])
        guard channel.rowCount == 1 else {
            throw JobError.notFound("no channel with id \(options.channel) in \(source.placeName)")
        }
        let cid = try channel.string(0, 1) ?? "", type = try channel.string(0, 2) ?? ""
        let readEvents = try channel.bool(0, 3) ?? true
        let userRow = try connection.query(ExplainQueries.user, [user])
        guard userRow.rowCount == 1 else { throw JobError.notFound("no user \(user) in \(source.placeName)") }
        guard let member = try member(options.channel) else {
            throw JobError.notFound("user \(user) is not a member of channel \(cid) (id \(options.channel))")
        }
        guard readEvents else {
            throw JobError.notFound("channel \(cid) is of type \(type), which has no read events: no member has unread messages there")
        }
        let muted = try mutedSenders()
        let recount = try self.recount(options.channel, member: member, mutedSenders: muted, readEvents: true)
        let horizon = UnreadRules.horizon(lastReadAt: member.rules.lastReadAt, joinedAt: member.rules.joinedAt)

        // The listing: a few before the read position, then at most `limit` after it.
        let mentioned = try mentionedMessages(options.channel)
        var before: [Row] = []
        try messageRows(ExplainQueries.messagesBefore(keys.channel), settings: [
            ("unreadctl.explain_channel", options.channel), ("unreadctl.explain_after", PostgresTimestamp(microseconds: horizon).description),
            ("unreadctl.explain_context", String(ExplainOptions.context)),
        ]) { before.append($0) }
        var listed = before.reversed().map { row in
            listing(row, UnreadRules.reason(row.message, for: member.rules, mutedSenders: muted, readEvents: true),
                    mention: mentioned.contains(row.id), after: false)
        }
        listed += recount.after.prefix(options.limit).map { listing($0.0, $0.1, mention: $0.2, after: true) }

        var counters = [MemberExplanation.Counter("unread_count", stored: member.storedUnread, recount: recount.unread)]
        if let roots = member.storedRoots {
            counters.append(.init("unread_root_count", stored: roots, recount: recount.roots))
        }
        if source.has(.mentionRows) {
            counters.append(.init("unread_mentions", stored: compared.memberMentions ? member.storedMentions : nil, recount: recount.mentions))
        }

        var receipts: [MemberExplanation.Receipt]?
        var receiptsNotShown: Int?
        if source.has(.receiptLog) {
            let found = try connection.query(ExplainQueries.receipts(keys.channel), [options.channel, user, ExplainOptions.receiptsShown])
            receipts = try (0..<found.rowCount).map { row in
                MemberExplanation.Receipt(at: try Self.time(found, row, 2).description, upTo: try Self.time(found, row, 1).description,
                                          messageID: try found.string(row, 0))
            }
            let total = try connection.query(ExplainQueries.receiptCount(keys.channel), [options.channel, user]).int(0, 0) ?? 0
            receiptsNotShown = max(0, total - found.rowCount)
        }

        let findings = try self.findings(options.channel, snapshotAt: snapshotAt)
        let (totals, contributions) = try self.totals(userRow, mutedSenders: muted, explained: (options.channel, recount))
        return MemberExplanation(
            schema: source.schema, snapshotAt: snapshotAt.description, channel: try channel.string(0, 0) ?? options.channel,
            cid: cid, channelType: type, user: user,
            joinedAt: PostgresTimestamp(microseconds: member.rules.joinedAt).description,
            lastReadAt: member.rules.lastReadAt.map { PostgresTimestamp(microseconds: $0).description },
            lastReadMessageID: member.lastReadMessageID, muted: member.muted,
            readPosition: PostgresTimestamp(microseconds: horizon).description,
            counters: counters, messages: listed, messagesNotShown: max(0, recount.after.count - options.limit),
            addressedCounting: source.addressedMessages ? recount.addressed : nil,
            threads: source.has(.threadParticipants) ? recount.threads : nil,
            receipts: receipts, receiptsNotShown: receiptsNotShown, findings: findings,
            totals: totals, contributions: contributions, notMeasured: source.notMeasured)
    }

    /// The membership row; throws for a former member (counted nowhere: docs/rules.md#data-model).
    func member(_ channel: String) throws -> Member? {
        let found = try connection.query(ExplainQueries.member(keys.channel, roots: source.rootCounter), [channel, user])
        guard found.rowCount == 1 else { return nil }
        if try found.bool(0, 6) == true {
            throw JobError.notFound("user \(user) left channel \(channel) (left_at is set): a former member's counters are not checked and count nowhere")
        }
        let roots: Int? = try source.rootCounter ? found.int(0, 7) ?? 0 : nil
        return Member(
            rules: UnreadRules.Member(userID: user, joinedAt: try Self.time(found, 0, 0).microseconds,
                                      lastReadAt: try found.timestamp(0, 1)?.microseconds),
            lastReadMessageID: try found.string(0, 2), muted: try found.bool(0, 3) ?? false,
            storedUnread: try found.int(0, 4) ?? 0, storedMentions: try found.int(0, 5) ?? 0,
            storedRoots: roots)
    }

    func mutedSenders() throws -> Set<String> {
        let found = try connection.query(ExplainQueries.mutes, [user])
        return Set(try (0..<found.rowCount).compactMap { try found.string($0, 0) })
    }

    func mentionedMessages(_ channel: String) throws -> Set<String> {
        guard source.has(.mentionRows) else { return [] }
        let found = try connection.query(ExplainQueries.mentions(keys.channel), [channel, user])
        return Set(try (0..<found.rowCount).compactMap { try found.string($0, 0) })
    }

    /// The member's counters recounted from the channel's rows after the read position, one
    /// message at a time by `UnreadRules.reason`: a message counts exactly when it has no reason.
    func recount(_ channel: String, member: Member, mutedSenders muted: Set<String>, readEvents: Bool) throws -> ChannelRecount {
        var result = ChannelRecount()
        guard readEvents else { return result }
        let horizon = UnreadRules.horizon(lastReadAt: member.rules.lastReadAt, joinedAt: member.rules.joinedAt)
        let mentioned = try mentionedMessages(channel)
        let settings = [("unreadctl.explain_channel", channel), ("unreadctl.explain_after", PostgresTimestamp(microseconds: horizon).description)]
        try messageRows(ExplainQueries.messagesAfter(keys.channel), settings: settings) { row in
            let reason = UnreadRules.reason(row.message, for: member.rules, mutedSenders: muted, readEvents: true)
            let mention = mentioned.contains(row.id)
            if reason == nil {
                result.unread += 1
                if row.parent == nil { result.roots += 1 }
                if mention { result.mentions += 1 }
            }
            result.after.append((row, reason, mention))
        }
        if source.addressedMessages {
            let found = try connection.query(ExplainQueries.addressed(keys.channel), [channel, user])
            for row in 0..<found.rowCount {
                let sender = try found.string(row, 0) ?? ""
                if UnreadRules.isUnreadAddressed(createdAt: try Self.time(found, row, 1).microseconds, sender: sender, to: member.rules,
                                                 mutedSenders: muted, readEvents: true) {
                    result.addressed += 1
                }
            }
            result.unread += result.addressed
        }
        if source.has(.threadParticipants) { result.threads = try threads(channel, mutedSenders: muted) }
        return result
    }

    /// The rows of a COPY of `ExplainQueries.messageColumns`, in the statement's order; the
    /// values it needs travel as `settings` (COPY takes no parameters).
    func messageRows(_ statement: String, settings: [(String, String)], _ body: (Row) throws -> Void) throws {
        try connection.copyOut(statement, settings: settings) { try body(Self.row($0)) }
    }

    /// A message row of a COPY of `ExplainQueries.messageColumns` (a NULL time fails the read, naming the row).
    static func row(_ row: CopyRow) -> Row {
        let type = row.string(3) ?? "", parent = row.string(4)
        return Row(id: row.string(0) ?? "", type: type, parent: parent, message: UnreadRules.Message(
            sender: row.string(1) ?? "", createdAt: row.timestampMicros(notNull: 2), type: UnreadRules.MessageType(rawValue: type) ?? .error,
            parentID: parent == nil ? nil : 1, showInChannel: row.bool(5) ?? false,
            silent: row.bool(6) ?? true, shadowed: row.bool(7) ?? true, deletedAt: row.timestampMicros(8)))
    }

    func listing(_ row: Row, _ reason: UnreadRules.Reason?, mention: Bool, after: Bool) -> MemberExplanation.ListedMessage {
        MemberExplanation.ListedMessage(
            id: row.id, sender: row.message.sender, createdAt: PostgresTimestamp(microseconds: row.message.createdAt).description,
            type: row.type, parentID: row.parent, afterReadPosition: after, counts: reason == nil, reason: reason?.code,
            reasonText: reason?.text, mention: mention)
    }

    /// A time column that the contract says is never NULL: a NULL is an error naming the row (exit 65).
    static func time(_ result: QueryResult, _ row: Int, _ column: Int) throws -> PostgresTimestamp {
        guard let value = try result.timestamp(row, column) else {
            throw PostgresError(kind: .decoding, message: "row \(row + 1), column \(result.columnName(column)): NULL where the contract has a time")
        }
        return value
    }
}
