import Foundation
@testable import Jobs
import Postgres
import ReadState
import Testing
import TestSupport

/// The rule's one home holds its two forms equal: every SQL fragment of `UnreadRules.SQL`, run on
/// a real PostgreSQL over every combination of the columns it reads, selects exactly the rows
/// the Swift predicate of `UnreadRules` accepts. The tool's statements splice these fragments
/// (`RecomputeQueries`, `LatencyQueries`, the audit through `RecomputeQueries`), and so do the
/// tests' reference statements, so none of them can drift from `UnreadRules`.
@Suite struct RuleSQLTests {
    /// A `messages` row as the test inserts it, and as the rules see it.
    struct Row {
        var id: Int64
        var channel: Int64
        var sender: String
        var at: Int64 // seconds after the base instant: only the order matters
        var type: UnreadRules.MessageType
        var deleted: Bool
        var silent: Bool
        var shadowed: Bool
        var parent: Int64?
        var shown: Bool

        var message: UnreadRules.Message {
            UnreadRules.Message(sender: sender, createdAt: at, type: type, parentID: parent, showInChannel: shown,
                                silent: silent, shadowed: shadowed, deletedAt: deleted ? at + 1 : nil)
        }

        var values: String {
            "(\(id), \(channel), '\(sender)', \(Self.time(at)), '\(type.rawValue)', \(parent.map(String.init) ?? "NULL"), "
                + "\(shown), \(silent), \(shadowed), \(deleted ? Self.time(at + 1) : "NULL"))"
        }

        static func time(_ seconds: Int64) -> String { "'2026-01-01T00:00:00Z'::timestamptz + interval '\(seconds) seconds'" }
    }

    static func insert(_ rows: [Row], into db: Connection) throws {
        try db.execute("""
            INSERT INTO messages (id, channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, shadowed, deleted_at)
            VALUES \(rows.map(\.values).joined(separator: ",\n"))
            """)
    }

    static func ids(_ db: Connection, _ sql: String) throws -> Set<Int64> {
        let result = try db.query(sql)
        return Set(try (0..<result.rowCount).map { Int64(try result.int($0, 0)!) })
    }

    /// type × deleted × silent × shadowed × parent (none, in the channel, in another channel,
    /// missing) × show_in_channel: 4 · 2 · 2 · 2 · 4 · 2 = 512 messages in channel 1.
    @Test func theMessageFragmentsSelectWhatTheSwiftRulesAccept() throws {
        let (db, _) = try TestCluster.connect()
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('messaging');
            INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:one', 'messaging'), (2, 'messaging:two', 'messaging');
            INSERT INTO messages (id, channel_id, user_id, created_at) VALUES
              (1, 1, 'ann', '2026-01-01T00:00:00Z'), (2, 2, 'ann', '2026-01-01T00:00:00Z');
            """)
        enum Parent: CaseIterable { case none, inChannel, otherChannel, missing }
        var rows: [Row] = []
        var parentOf: [Int64: Parent] = [:]
        for type in UnreadRules.MessageType.allCases {
            for deleted in [false, true] { for silent in [false, true] { for shadowed in [false, true] {
                for parent in Parent.allCases { for shown in [false, true] {
                    let id = Int64(1000 + rows.count)
                    let parentID: Int64? = switch parent { case .none: nil; case .inChannel: 1; case .otherChannel: 2; case .missing: 999_999 }
                    rows.append(Row(id: id, channel: 1, sender: "bob", at: Int64(10 + rows.count), type: type, deleted: deleted,
                                    silent: silent, shadowed: shadowed, parent: parentID, shown: shown))
                    parentOf[id] = parent
                }}
            }}}
        }
        try Self.insert(rows, into: db)
        let among = "m.id >= 1000"

        let countable = Set(rows.filter { UnreadRules.isCountable($0.message) }.map(\.id))
        #expect(try Self.ids(db, "SELECT m.id FROM messages m WHERE \(among) AND \(UnreadRules.SQL.countable("m"))") == countable)
        #expect(countable.count == 2 * (2 + 3), "regular and system, no flag: not a reply (shown or not), or a shown reply")

        let replies = Set(rows.filter { UnreadRules.isCountableReply($0.message) }.map(\.id))
        #expect(try Self.ids(db, "SELECT m.id FROM messages m WHERE \(among) AND \(UnreadRules.SQL.countableReply("m"))") == replies)
        #expect(replies.count == 2 * 3 * 2)

        let kind = Set(rows.filter { UnreadRules.hasCountableKind($0.message) }.map(\.id))
        #expect(try Self.ids(db, "SELECT m.id FROM messages m WHERE \(among) AND \(UnreadRules.SQL.countableKind("m"))") == kind)

        // The tool's statements: the recompute's (and through it the audit's) filters; a reply
        // counts only in a thread of its own channel (docs/rules.md#threads), which the recompute
        // asks once per participant thread: the replies of a thread it names are dropped.
        #expect(try Self.ids(db, "SELECT m.id FROM messages m WHERE \(among) AND \(RecomputeQueries.countable)") == countable)
        #expect(try Self.ids(db, "SELECT m.id FROM messages m WHERE \(among) AND \(RecomputeQueries.countableReply)") == replies)
        try db.execute("""
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at) VALUES
              (1, 1, 'cy', '2026-01-01T00:00:00Z'), (1, 2, 'cy', '2026-01-01T00:00:00Z'), (1, 999999, 'cy', '2026-01-01T00:00:00Z'),
              (1, 999999, 'dee', '2026-01-01T00:00:00Z')
            """)
        for citus in [false, true] {
            let result = try db.query(RecomputeQueries.threadsWithoutParent(.everything, citus: citus))
            let orphans = Set(try (0..<result.rowCount).map { "\(try result.int($0, 0)!)/\(try result.int($0, 1)!)" })
            #expect(orphans == ["1/2", "1/999999"], "citus: \(citus)")
            let kept = replies.filter { id in !orphans.contains("1/\(rows.first { $0.id == id }!.parent!)") }
            #expect(kept == replies.filter { parentOf[$0] == .inChannel })
        }
    }

    /// Per member: every (member, message) pair of three channels — read events on, off and
    /// NULL — with members joined early or late and receipts NULL, early or late, messages
    /// from themselves, from other members, from strangers and from muted senders, at times
    /// before, at and after each bound, of countable and uncountable kinds.
    @Test func theMemberFragmentsSelectWhatTheSwiftRulesAccept() throws {
        let (db, _) = try TestCluster.connect()
        let members: [(user: String, joined: Int64, lastRead: Int64?)] = [
            ("m1", 10, nil), ("m2", 10, 20), ("m3", 10, 40), ("m4", 30, nil), ("m5", 30, 20), ("m6", 30, 40),
        ]
        let mutes: [(String, String)] = [("m1", "s2"), ("m4", "s2"), ("m2", "m3"), ("m6", "m1")]
        let switches: [(type: String, readEvents: Bool?)] = [("on", true), ("off", false), ("unset", nil)]
        try db.execute("""
            ALTER TABLE channel_types ALTER COLUMN read_events DROP NOT NULL;
            INSERT INTO channel_types (name, read_events) VALUES \(switches.map { "('\($0.type)', \($0.readEvents.map(String.init) ?? "NULL"))" }.joined(separator: ", "));
            INSERT INTO users (id) VALUES ('m1'), ('m2'), ('m3'), ('m4'), ('m5'), ('m6'), ('s1'), ('s2');
            INSERT INTO user_mutes (user_id, muted_user_id) VALUES \(mutes.map { "('\($0.0)', '\($0.1)')" }.joined(separator: ", "));
            """)
        var rows: [Row] = []
        for (index, kind) in switches.enumerated() {
            let channel = Int64(index + 1)
            try db.execute("""
                INSERT INTO channels (id, cid, type) VALUES (\(channel), '\(kind.type):c', '\(kind.type)');
                INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at) VALUES
                \(members.map { "(\(channel), '\($0.user)', \(Row.time($0.joined)), \($0.lastRead.map(Row.time) ?? "NULL"))" }.joined(separator: ",\n"));
                """)
            let parent = Int64(100 * channel)
            rows.append(Row(id: parent, channel: channel, sender: "s1", at: 0, type: .regular, deleted: false, silent: false,
                            shadowed: false, parent: nil, shown: false))
            for sender in ["m1", "m3", "s1", "s2"] {
                for at: Int64 in [5, 10, 15, 20, 25, 30, 35, 40, 45] {
                    for shape in 0..<5 {
                        rows.append(Row(id: Int64(1000 * channel + Int64(rows.count)), channel: channel, sender: sender, at: at,
                                        type: shape == 1 ? .error : .regular, deleted: false, silent: shape == 2, shadowed: false,
                                        parent: shape >= 3 ? parent : nil, shown: shape == 4))
                    }
                }
            }
        }
        try Self.insert(rows, into: db)

        typealias Pair = String
        func swiftPairs(_ unread: (Row, UnreadRules.Member, Set<String>, Bool) -> Bool) -> Set<Pair> {
            var pairs = Set<Pair>()
            for row in rows {
                let readEvents = switches[Int(row.channel) - 1].readEvents ?? ChannelTypeRules(name: "").readEvents
                for member in members {
                    let muted = Set(mutes.filter { $0.0 == member.user }.map(\.1))
                    let rule = UnreadRules.Member(userID: member.user, joinedAt: member.joined, lastReadAt: member.lastRead)
                    if unread(row, rule, muted, readEvents) { pairs.insert("\(row.channel)/\(member.user)/\(row.id)") }
                }
            }
            return pairs
        }
        func sqlPairs(_ messageRule: String) throws -> Set<Pair> {
            let result = try db.query("""
                SELECT x.channel_id || '/' || m.user_id || '/' || x.id FROM messages x
                JOIN channel_members m ON m.channel_id = x.channel_id
                JOIN channels c ON c.id = m.channel_id LEFT JOIN channel_types t ON t.name = c.type
                WHERE \(UnreadRules.SQL.readEvents("t")) AND \(messageRule) AND \(UnreadRules.SQL.unread(message: "x", member: "m"))
                """)
            return Set(try (0..<result.rowCount).map { try result.string($0, 0)! })
        }

        let unread = swiftPairs { UnreadRules.isUnread($0.message, for: $1, mutedSenders: $2, readEvents: $3) }
        #expect(try sqlPairs(UnreadRules.SQL.countable("x")) == unread)
        let unreadReplies = swiftPairs {
            UnreadRules.isUnreadReply($0.message, for: $1, currentMember: true, mutedSenders: $2, readEvents: $3)
        }
        #expect(try sqlPairs(UnreadRules.SQL.countableReply("x")) == unreadReplies)
        // Not vacuous: both sides have pairs, in the NULL-switch channel too, and some are left out
        // by each member-level condition.
        #expect(unread.count > 50 && unreadReplies.count > 20)
        #expect(unread.contains { $0.hasPrefix("3/") } && !unread.contains { $0.hasPrefix("2/") })
    }

    /// The switches' SQL reads NULL and a missing `channel_types` row as the defaults
    /// (`ChannelTypeRules`: reads on, deliveries off), as `ChannelTypeCatalog.decode` does.
    @Test func theSwitchFragmentsReadNullAsTheDefault() throws {
        let (db, _) = try TestCluster.connect()
        let result = try db.query("""
            SELECT t.n, \(UnreadRules.SQL.readEvents("t")), \(UnreadRules.SQL.deliveryEvents("t"))
            FROM (VALUES (1, true, true), (2, false, false), (3, NULL::bool, NULL::bool)) t (n, read_events, delivery_events)
            UNION ALL
            SELECT 4, \(UnreadRules.SQL.readEvents("t")), \(UnreadRules.SQL.deliveryEvents("t"))
            FROM (SELECT 1) v LEFT JOIN channel_types t ON false
            ORDER BY 1
            """)
        var seen: [[Bool]] = []
        for row in 0..<result.rowCount { seen.append([try result.bool(row, 1)!, try result.bool(row, 2)!]) }
        let defaults = ChannelTypeCatalog.decode(name: "", readEvents: nil, deliveryEvents: nil)
        #expect(seen == [[true, true], [false, false], [defaults.readEvents, defaults.deliveryEvents],
                         [defaults.readEvents, defaults.deliveryEvents]])
    }
}
