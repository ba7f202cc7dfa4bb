import Foundation
import Jobs
import Postgres
import Testing
import TestSupport

/// The Synapse adapter's change feed (adapters/synapse/README.md#change-feed): `channel_changes`
/// names what Synapse wrote after a watermark, stream by stream, each read through one of
/// Synapse's own indexes, with times that keep the tool's watermark below a write still in flight.
/// The churn is written as Synapse writes it (SynapseWrites below, each function citing the
/// Synapse code it follows) on the database a real Synapse wrote (Tests/Fixtures/synapse/synapse.sql).
@Suite struct SynapseFeedTests {
    static let streams: Set<String> = ["events", "receipts", "memberships", "push_rules", "ex_outliers"]

    /// The fixture with the adapter installed.
    static func installed() throws -> (Connection, ConnectionString) {
        let (db, target) = try SynapseFixture.database()
        let install = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        return (db, target)
    }

    /// Each stream's largest position: what a full run records when every row is settled.
    static func marks(_ db: Connection) throws -> [String: Int] {
        let rows = try db.query("SELECT stream, max(position) FROM unreadctl_synapse.channel_changes GROUP BY stream")
        var marks: [String: Int] = [:]
        for row in 0..<rows.rowCount { marks[try rows.string(row, 0) ?? ""] = try rows.int(row, 1) }
        return marks
    }

    /// Watermarks as the tool passes them to its statement: a JSON object, stream → position.
    static func json(_ marks: [String: Int]) throws -> String {
        String(decoding: try JSONEncoder().encode(marks), as: UTF8.self)
    }

    /// What a stream names above a position, as the nightly reads it: rooms, and users of rows
    /// that name no room.
    struct Named: Equatable, CustomStringConvertible {
        var rooms: Set<String> = []
        var users: Set<String> = []
        var description: String { "rooms \(rooms.sorted()), users \(users.sorted())" }
    }

    static func named(_ db: Connection, _ stream: String, after mark: Int) throws -> Named {
        let rows = try db.query("""
            SELECT channel_id, user_id FROM unreadctl_synapse.channel_changes WHERE stream = $1 AND position > $2
            """, [stream, mark])
        var named = Named()
        for row in 0..<rows.rowCount {
            if let room = try rows.string(row, 0) { named.rooms.insert(room) } else if let user = try rows.string(row, 1) { named.users.insert(user) }
        }
        return named
    }

    /// The fixture's three rooms: the group room (the most members), the DM (m.direct), the room
    /// Alice muted with a push rule.
    static func rooms(_ db: Connection) throws -> (group: String, dm: String, muted: String) {
        let group = try #require(try db.scalarString("""
            SELECT room_id FROM public.local_current_membership GROUP BY room_id ORDER BY count(*) DESC, room_id LIMIT 1
            """))
        let dm = try #require(try db.scalarString("SELECT id FROM unreadctl_synapse.channels WHERE type = 'direct'"))
        let muted = try #require(try db.scalarString("SELECT room_id FROM unreadctl_synapse.room_mutes"))
        try #require(Set([group, dm, muted]).count == 3)
        return (group, dm, muted)
    }

    /// A day of churn after the watermarks, one change of each kind: each stream names exactly
    /// the rooms (or users) Synapse wrote it for, and nothing else does; a change of an ignore
    /// list is in no stream (the tool compares `user_mutes` whole).
    @Test func eachStreamNamesExactlyWhatSynapseWrote() throws {
        let (db, _) = try Self.installed()
        defer { db.close() }
        let (group, dm, muted) = try Self.rooms(db)
        // An event Synapse stored as an outlier (fetched over federation) before the watermarks.
        let outlier = try SynapseWrites.event(db, room: dm, sender: "@remote:elsewhere.example", type: "m.room.message",
                                              content: #"{"msgtype":"m.text","body":"from afar"}"#, outlier: true)
        let marks = try Self.marks(db)
        #expect(Set(marks.keys) == Self.streams.subtracting(["ex_outliers"]), "\(marks)")
        let before = try #require(try db.scalarInt("SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint"))

        try SynapseWrites.pushRule(db, user: "@bob:unreadctl.test", room: group, actions: #"["dont_notify"]"#)
        let message = try SynapseWrites.message(db, room: group, sender: "@alice:unreadctl.test", body: "hello again")
        let read = try #require(try db.scalarString("SELECT event_id FROM public.events WHERE room_id = $1 AND stream_ordering > 0 AND NOT outlier ORDER BY stream_ordering DESC LIMIT 1", [dm]))
        try SynapseWrites.receipt(db, room: dm, user: "@bob:unreadctl.test", eventID: read)
        // Another server's user: no member the mapping counts, and a time from that server's clock.
        try SynapseWrites.receipt(db, room: group, user: "@remote:elsewhere.example", eventID: message.id, ts: before - 86_400_000)
        try SynapseWrites.membership(db, room: muted, user: "@erin:unreadctl.test", membership: "join")
        try SynapseWrites.membership(db, room: group, user: "@mallory:unreadctl.test", membership: "leave")
        try SynapseWrites.ignore(db, user: "@carol:unreadctl.test", ignored: ["@alice:unreadctl.test"])
        try SynapseWrites.deOutlier(db, eventID: outlier.id)
        let after = try #require(try db.scalarInt("SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint"))

        let expected: [String: Named] = [
            "events": Named(rooms: [group, muted]),
            "receipts": Named(rooms: [dm]),
            "memberships": Named(rooms: [group, muted]),
            "push_rules": Named(users: ["@bob:unreadctl.test"]),
            "ex_outliers": Named(rooms: [dm]),
        ]
        for stream in Self.streams {
            #expect(try Self.named(db, stream, after: marks[stream] ?? Int.min) == expected[stream], "\(stream)")
        }
        // No other stream, and no row above the watermarks but these.
        let all = try db.query("""
            SELECT stream, count(*) FROM unreadctl_synapse.channel_changes
            WHERE position > coalesce(($1::jsonb ->> stream)::bigint, '-9223372036854775808'::bigint) GROUP BY stream ORDER BY stream
            """, [try Self.json(marks)])
        let counts = try (0..<all.rowCount).map { "\(try all.string($0, 0) ?? "") \(try all.int($0, 1) ?? 0)" }
        #expect(counts == ["events 3", "ex_outliers 1", "memberships 2", "push_rules 1", "receipts 1"], "\(counts)")
        // The ignore list is the tool's to compare: user_mutes shows it, no stream names Carol.
        #expect(try db.scalarInt("""
            SELECT count(*) FROM unreadctl_synapse.user_mutes WHERE user_id = '@carol:unreadctl.test' AND muted_user_id = '@alice:unreadctl.test'
            """) == 1)

        // Every row's time is when Synapse wrote it: within the churn, never the remote server's
        // clock. The de-outliered event's position has no event at or after it yet: no time.
        let times = try db.query("""
            SELECT stream, (extract(epoch FROM changed_at) * 1000)::bigint FROM unreadctl_synapse.channel_changes
            WHERE position > coalesce(($1::jsonb ->> stream)::bigint, '-9223372036854775808'::bigint)
            """, [try Self.json(marks)])
        for row in 0..<times.rowCount {
            let stream = try times.string(row, 0) ?? "", at = try times.int(row, 1)
            if stream == "ex_outliers" {
                #expect(at == nil, "\(String(describing: at))")
            } else {
                #expect(at.map { $0 >= before - 1 && $0 <= after + 1 } == true, "\(stream): \(String(describing: at)) not in \(before)...\(after)")
            }
        }
        // The push rule has no time of its own: the receive time of the first event after the
        // events position it recorded — here the message sent after it.
        #expect(try db.scalarInt("""
            SELECT (extract(epoch FROM changed_at) * 1000)::bigint FROM unreadctl_synapse.channel_changes WHERE stream = 'push_rules' AND position > $1
            """, [marks["push_rules"] ?? 0]) == message.receivedTS)
        // With no event after it yet, it has none, and moves no watermark by itself; the next event gives it one.
        try SynapseWrites.pushRule(db, user: "@erin:unreadctl.test", room: muted, actions: #"["dont_notify"]"#)
        let last = try #require(try db.scalarInt("SELECT max(position) FROM unreadctl_synapse.channel_changes WHERE stream = 'push_rules'"))
        let untimed = try db.query("SELECT user_id, changed_at IS NULL FROM unreadctl_synapse.channel_changes WHERE stream = 'push_rules' AND position = $1", [last])
        #expect(try untimed.string(0, 0) == "@erin:unreadctl.test" && untimed.bool(0, 1) == true)
        let next = try SynapseWrites.message(db, room: dm, sender: "@alice:unreadctl.test", body: "later")
        for (stream, position) in [("push_rules", last), ("ex_outliers", marks["ex_outliers"] ?? Int.min)] {
            #expect(try db.scalarInt("""
                SELECT (extract(epoch FROM max(changed_at)) * 1000)::bigint FROM unreadctl_synapse.channel_changes WHERE stream = $1 AND position >= $2
                """, [stream, position]) == next.receivedTS, "\(stream)")
        }
    }

    /// docs/change-feeds.md#watermarks on Synapse: a write still in flight at the snapshot took
    /// its position before a later write committed; the later row's time is Synapse's own (its
    /// receive time, a local receipt's arrival), never a remote server's clock, so the watermark
    /// the tool takes (the largest position settled for longer than the overlap) stays below the
    /// row in flight, and the next read names it.
    @Test func aWriteInFlightAtTheSnapshotIsNotSkipped() throws {
        let (db, target) = try Self.installed()
        defer { db.close() }
        let (group, dm, _) = try Self.rooms(db)
        let marks = try Self.marks(db)
        let inFlight = try Connection(target)
        defer { inFlight.close() }

        // Positions taken first, then the transaction that writes them stays open.
        let eventPosition = try SynapseWrites.nextPosition(inFlight, "events_stream_seq")
        let receiptPosition = try SynapseWrites.nextPosition(inFlight, "receipts_sequence")
        try inFlight.execute("BEGIN")
        let slow = try SynapseWrites.storeEvent(inFlight, position: eventPosition, room: dm, sender: "@alice:unreadctl.test",
                                                type: "m.room.message", content: #"{"msgtype":"m.text","body":"slow"}"#)
        try SynapseWrites.storeReceipt(inFlight, position: receiptPosition, room: dm, user: "@bob:unreadctl.test", eventID: slow.id,
                                       ts: nil)

        // Later positions, committed: an event a server whose clock is a day behind sent (its
        // origin_server_ts), and a remote user's receipt stamped by that clock.
        let dayAgo = try #require(try db.scalarInt("SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint - 86400000"))
        let remote = try SynapseWrites.message(db, room: group, sender: "@remote:elsewhere.example", body: "old clock", originServerTS: dayAgo)
        try SynapseWrites.receipt(db, room: group, user: "@remote:elsewhere.example", eventID: remote.id, ts: dayAgo)
        #expect(remote.position > eventPosition)

        // The tool's watermarks with a one-minute overlap, in a snapshot taken now.
        func settled(_ stream: String) throws -> Int? {
            try db.scalarInt("""
                SELECT max(position) FILTER (WHERE changed_at <= now() - interval '1 minute') FROM unreadctl_synapse.channel_changes
                WHERE stream = $1 AND position > $2
                """, [stream, marks[stream] ?? 0])
        }
        #expect(try settled("events") == nil, "the remote event's row is within the overlap by its receive time")
        #expect(try settled("receipts") == nil, "no settled receipt above the watermark")
        #expect(try Self.named(db, "events", after: marks["events"] ?? 0) == Named(rooms: [group]), "the slow event is not visible yet")
        try inFlight.execute("COMMIT")
        // The watermarks stayed where they were: the next read names the room the slow writes were in.
        #expect(try Self.named(db, "events", after: marks["events"] ?? 0) == Named(rooms: [group, dm]))
        #expect(try Self.named(db, "receipts", after: marks["receipts"] ?? 0) == Named(rooms: [dm]))
    }

    /// docs/change-feeds.md#a-mappings-feed: `stream = S AND position > N` reads that stream's
    /// branch alone, by Synapse's index; on a database grown past a few pages, no stream's read
    /// scans `events`, and the tool's one statement over every stream (its watermarks as JSON)
    /// scans nothing.
    @Test func eachStreamIsReadBySynapsesIndex() throws {
        let (db, _) = try Self.installed()
        defer { db.close() }
        try SynapseWrites.grow(db, rooms: 12, members: 4, users: 8, messages: 300)
        let (_, dm, muted) = try Self.rooms(db)
        let outlier = try SynapseWrites.event(db, room: dm, sender: "@remote:elsewhere.example", type: "m.room.message",
                                              content: #"{"msgtype":"m.text","body":"x"}"#, outlier: true)
        try SynapseWrites.deOutlier(db, eventID: outlier.id)
        try SynapseWrites.pushRule(db, user: "@erin:unreadctl.test", room: muted, actions: #"["dont_notify"]"#)
        try db.execute("ANALYZE")
        let marks = try Self.marks(db)
        #expect(Set(marks.keys) == Self.streams)
        let tables = ["events": "events", "receipts": "receipts_linearized", "memberships": "current_state_delta_stream",
                      "push_rules": "push_rules_stream", "ex_outliers": "ex_outlier_stream"]

        func plan(_ sql: String, _ parameters: [(any QueryParameter)?] = [], seqscan: Bool = true) throws -> String {
            try db.transaction {
                if !seqscan { try db.execute("SET LOCAL enable_seqscan = off") }
                let rows = try db.query("EXPLAIN (COSTS OFF) " + sql, parameters)
                return try (0..<rows.rowCount).map { try rows.string($0, 0) ?? "" }.joined(separator: "\n")
            }
        }
        for (stream, table) in tables {
            // The last few positions, as a night's read finds them.
            let mark = (marks[stream] ?? 0) - 2
            let read = "SELECT stream, channel_id, user_id, position, changed_at FROM unreadctl_synapse.channel_changes WHERE stream = '\(stream)' AND position > \(mark)"
            let chosen = try plan(read)
            #expect(!chosen.contains("Seq Scan on events"), "\(stream):\n\(chosen)")
            // Only this stream's table is read; with sequential scans off, it is read by an index
            // (a column PostgreSQL cannot read by index would still be scanned).
            for other in tables.values where other != table && other != "events" {
                #expect(!chosen.contains(" on \(other) "), "\(stream) reads \(other):\n\(chosen)")
            }
            let forced = try plan(read, seqscan: false)
            #expect(!forced.contains("Seq Scan"), "\(stream):\n\(forced)")
            #expect(forced.contains(" on \(table) "), "\(stream):\n\(forced)")
        }
        let events = try plan("SELECT * FROM unreadctl_synapse.channel_changes WHERE stream = 'events' AND position > \((marks["events"] ?? 0) - 2)")
        #expect(events.contains("using events_stream_ordering on events") || events.contains("Index Scan on events_stream_ordering"), "\(events)")

        // The tool's own statement for every stream at once (MappingFeed.changesStatement): the
        // watermark of a row's stream looked up in a JSON object, folded to a constant per branch.
        let json = try Self.json(marks.mapValues { $0 - 2 })
        let all = try db.transaction {
            try db.execute("SET LOCAL search_path = unreadctl_synapse, public; SET LOCAL enable_seqscan = off")
            let rows = try db.query("EXPLAIN (COSTS OFF) " + MappingFeed.changesStatement, [json, PostgresTimestamp(date: Date())])
            return try (0..<rows.rowCount).map { try rows.string($0, 0) ?? "" }.joined(separator: "\n")
        }
        #expect(!all.contains("Seq Scan"), "\(all)")
        for table in tables.values { #expect(all.contains(" on \(table) "), "\(table):\n\(all)") }
    }

    static func nightly(_ target: ConnectionString, _ arguments: [String] = []) throws -> (UnreadctlBinary.Run, [String: String]) {
        let (run, files) = try MappingNightly.run(SynapseFixture.schema, target, arguments)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return (run, files)
    }

    static func lastNightly(_ db: Connection) throws -> (scope: String, reason: String?, watermarks: [String: Int]) {
        try MappingNightly.last(db, schema: SynapseFixture.schema)
    }

    /// A scaled room (`!scaleN:example.org`) and its members: with 12 rooms of 3 members from 12
    /// users, room N's are users 3(N-1)+1 … 3(N-1)+3 (mod 12), so each user is in rooms N, N+4, N+8.
    static func scaled(_ room: Int) -> (id: String, members: [String]) {
        ("!scale\(room):example.org", (1...3).map { "@scale\(((room - 1) * 3 + $0 - 1) % 12 + 1):example.org" })
    }

    /// docs/change-feeds.md#a-mappings-feed on Synapse, end to end: a full nightly, a day of churn
    /// written as Synapse writes it (each kind of change in other rooms), then the incremental
    /// nightly and a `nightly --full` on the same data: every room a stream should name is named
    /// by that stream, rooms nothing changed in are not, and on the named rooms the drift rows and
    /// the audit's findings are the full run's, row for row. Damage no stream sees (a push action
    /// deleted in a quiet room) is the full run's alone.
    @Test func anIncrementalNightlyFindsOnTheNamedRoomsWhatAFullOneFinds() throws {
        let (db, target) = try Self.installed()
        defer { db.close() }
        try SynapseWrites.grow(db, rooms: 12, members: 3, users: 12, messages: 30)
        _ = try Self.nightly(target, ["--feed-overlap", "1s"])
        let first = try Self.lastNightly(db)
        #expect(first.scope == "full" && first.reason?.contains("no watermark") == true, "\(first)")
        #expect(Set(first.watermarks.keys.filter { $0.hasPrefix("channel_changes.") })
                    == ["channel_changes.events", "channel_changes.receipts", "channel_changes.memberships", "channel_changes.push_rules"],
                "\(first.watermarks)")

        let (r1, r2, r3, r4, r7, r8) = (Self.scaled(1), Self.scaled(2), Self.scaled(3), Self.scaled(4), Self.scaled(7), Self.scaled(8))
        let (r11, r12) = (Self.scaled(11), Self.scaled(12))
        // A message in room 3 whose push action for one member Synapse did not write: drift there.
        try SynapseWrites.message(db, room: r3.id, sender: r3.members[0], body: "news", skipping: r3.members[1])
        // A receipt in room 7, up to its last event.
        let last7 = try #require(try db.scalarString("SELECT event_id FROM public.events WHERE room_id = $1 ORDER BY stream_ordering DESC LIMIT 1", [r7.id]))
        try SynapseWrites.receipt(db, room: r7.id, user: r7.members[1], eventID: last7)
        // A join to room 11 (a user of rooms 4, 8, 12) and a leave from room 12.
        try SynapseWrites.membership(db, room: r11.id, user: r4.members[0], membership: "join")
        try SynapseWrites.membership(db, room: r12.id, user: r12.members[2], membership: "leave")
        // A user of rooms 1, 5, 9 ignores someone; a user of rooms 2, 6, 10 mutes room 2.
        try SynapseWrites.ignore(db, user: r1.members[0], ignored: [r1.members[1]])
        try SynapseWrites.pushRule(db, user: r2.members[0], room: r2.id, actions: #"["dont_notify"]"#)
        // Damage no stream sees: a push action deleted in room 8, where nothing else happens.
        let deleted = try db.query("""
            DELETE FROM public.event_push_actions WHERE ctid = (SELECT ctid FROM public.event_push_actions
                WHERE room_id = $1 AND thread_id = 'main' ORDER BY stream_ordering DESC, user_id LIMIT 1) RETURNING user_id
            """, [r8.id])
        try #require(deleted.rowCount == 1)

        let (incrementalRun, incremental) = try Self.nightly(target, ["--feed-overlap", "1s"])
        let run = try Self.lastNightly(db)
        #expect(run.scope == "incremental", "\(run) \(incrementalRun.stdout)")
        let (_, full) = try Self.nightly(target, ["--feed-overlap", "1s", "--full"])
        #expect(try Self.lastNightly(db).scope == "full")

        let named = IncrementalNightlyTests.named(incremental)
        var expected: [(String, String)] = [(r3.id, "events"), (r7.id, "receipts"), (r11.id, "events"), (r11.id, "memberships"),
                                            (r12.id, "events"), (r12.id, "memberships")]
        expected += [1, 5, 9].map { (Self.scaled($0).id, "user_mutes") } + [2, 6, 10].map { (Self.scaled($0).id, "push_rules") }
        for (room, stream) in expected {
            #expect(named[room]?.streams.contains(stream) == true, "\(room) named by \(stream): \(named[room]?.streams ?? [])")
        }
        for room in [r4.id, r8.id] { #expect(named[room] == nil, "\(room): \(named[room]?.streams ?? [])") }
        let fixtureRooms = try db.query("SELECT room_id FROM public.rooms WHERE room_id NOT LIKE '!scale%'")
        for row in 0..<fixtureRooms.rowCount { #expect(named[try fixtureRooms.string(row, 0) ?? ""] == nil) }
        #expect(Set(named.keys) == Set(expected.map(\.0)), "\(named.keys.sorted())")

        // On the named rooms, the full run's rows, row for row.
        let namedCIDs = Set(named.values.map(\.cid))
        for file in ["unread_drift.csv", "thread_drift.csv"] {
            let rows = CommandReports.rows(full[file]).filter { namedCIDs.contains(IncrementalNightlyTests.field($0, 0)) }
            #expect(CommandReports.rows(incremental[file]) == rows, "\(file)")
        }
        let expectedFindings = CommandReports.rows(full["audit.csv"]).filter { namedCIDs.contains(IncrementalNightlyTests.field($0, 2)) }
            .map(IncrementalNightlyTests.withoutClock)
        let findings = CommandReports.rows(incremental["audit.csv"]).map(IncrementalNightlyTests.withoutClock)
        #expect(findings == expectedFindings, "\(findings)\n\(expectedFindings)")
        #expect(findings.contains { $0.hasPrefix("RS005,") && IncrementalNightlyTests.field($0, 2) == r3.id && IncrementalNightlyTests.field($0, 3) == r3.members[1] },
                "\(findings)")
        // The drift the churn made is found by both; the damage in the quiet room by the full run alone.
        let drift = CommandReports.rows(incremental["unread_drift.csv"])
        #expect(drift.contains { IncrementalNightlyTests.field($0, 0) == r3.id && IncrementalNightlyTests.field($0, 1) == r3.members[1] }, "\(drift)")
        #expect(CommandReports.rows(full["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == r8.id }, "\(full["unread_drift.csv"] ?? "")")
        #expect(!drift.contains { IncrementalNightlyTests.field($0, 0) == r8.id })
        // The adapter's blind spots are listed with those every mapping shares.
        for report in ["unread.md", "audit.md"] {
            #expect(incremental[report]?.contains("Synapse: history backfilled from other servers") == true, "\(report)")
        }
    }

    /// docs/change-feeds.md#watermarks end to end: an event whose transaction is still open at the
    /// nightly's snapshot (its stream ordering taken before a later event committed) is read by
    /// the next night, which finds the drift it leaves (no push action for one member).
    @Test func anEventInFlightAtTheNightlysSnapshotIsReadTheNextNight() throws {
        let (db, target) = try Self.installed()
        defer { db.close() }
        let (group, dm, _) = try Self.rooms(db)
        let overlap = ["--feed-overlap", "10m"]
        _ = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "full")

        let inFlight = try Connection(target)
        defer { inFlight.close() }
        let position = try SynapseWrites.nextPosition(inFlight, "events_stream_seq")
        try inFlight.execute("BEGIN")
        _ = try SynapseWrites.storeEvent(inFlight, position: position, room: dm, sender: "@alice:unreadctl.test", type: "m.room.message",
                                         content: #"{"msgtype":"m.text","body":"in flight, and no push action for bob"}"#)
        let later = try SynapseWrites.message(db, room: group, sender: "@alice:unreadctl.test", body: "committed first")
        #expect(later.position > position)

        let (_, during) = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(IncrementalNightlyTests.named(during)[group]?.streams.contains("events") == true)
        #expect(IncrementalNightlyTests.named(during)[dm] == nil, "not visible yet")
        try inFlight.execute("COMMIT")

        let (_, next) = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(IncrementalNightlyTests.named(next)[dm]?.streams.contains("events") == true, "\(IncrementalNightlyTests.named(next))")
        #expect(CommandReports.rows(next["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == dm && IncrementalNightlyTests.field($0, 1) == "@bob:unreadctl.test" },
                "\(next["unread_drift.csv"] ?? "")")
    }

    /// The tool's reader role (sql/roles.sql) runs the nightly on the adapter: it may read every
    /// relation the adapter has, `addressed_messages`, `check_severities` and the feed's included.
    @Test func theToolsReaderRoleRunsTheIncrementalNightly() throws {
        let (db, target) = try Self.installed()
        defer { db.close() }
        let (reader, _) = try ToolRoles.grant(schema: SynapseFixture.schema, on: db, target: target)
        for scope in ["full", "incremental"] {
            let run = try UnreadctlBinary.run(["nightly", "--schema", SynapseFixture.schema, "--full-above", "100", "--dsn", reader,
                                               "--out", ReportFolder.temporary("unreadctl-syn-feed")])
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            #expect(try Self.lastNightly(db).scope == scope)
        }
    }
}

/// Writes to a Synapse database as Synapse itself does, from a reading of element-hq/synapse
/// (paths under synapse/; adapters/synapse/README.md#change-feed has the same citations). Every
/// stream position comes from Synapse's own sequence, taken before the transaction that writes
/// the row (storage/util/id_generators.py, MultiWriterIdGenerator: `_MultiWriterCtxManager`
/// takes the ids with nextval in an autocommit interaction, then the caller's transaction runs).
enum SynapseWrites {
    /// Synapse's clock (`Clock.time_msec`): epoch milliseconds, read when the statement runs.
    static let clock = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint"

    struct Event { var id: String; var position: Int; var receivedTS: Int }

    /// `MultiWriterIdGenerator._load_next_mult_id_txn`: the next value of the stream's sequence.
    static func nextPosition(_ db: Connection, _ sequence: String) throws -> Int {
        try #require(try db.scalarInt("SELECT nextval($1::regclass)", ["public." + sequence]))
    }

    /// `PersistEventsStore._store_event_txn`: the events row (received_ts stamped now, in the
    /// transaction) and its event_json, at a position already taken. The caller owns the transaction.
    static func storeEvent(_ db: Connection, position: Int, room: String, sender: String, type: String, stateKey: String? = nil,
                           content: String, outlier: Bool = false, originServerTS: Int? = nil) throws -> Event {
        let id = "$feed-" + UUID().uuidString
        let row = try db.query("""
            INSERT INTO public.events (topological_ordering, event_id, type, room_id, processed, outlier, depth, origin_server_ts,
                                       received_ts, sender, contains_url, instance_name, stream_ordering, state_key)
            SELECT d.depth, $1, $2, $3, true, $4, d.depth, coalesce($5::bigint, \(clock)), \(clock), $6, false, 'master', $7, $8
            FROM (SELECT coalesce(max(depth), 0) + 1 AS depth FROM public.events WHERE room_id = $3) AS d
            RETURNING received_ts
            """, [id, type, room, outlier, originServerTS, sender, position, stateKey])
        try db.query("""
            INSERT INTO public.event_json (event_id, room_id, internal_metadata, json, format_version)
            VALUES ($1, $2, $3, jsonb_strip_nulls(jsonb_build_object('type', $4::text, 'room_id', $2::text, 'sender', $5::text,
                                                                     'state_key', $6::text, 'content', $7::jsonb))::text, 3)
            """, [id, room, outlier ? #"{"outlier":true}"# : "{}", type, sender, stateKey, content])
        return Event(id: id, position: position, receivedTS: try #require(try row.int(0, 0)))
    }

    /// `PersistEventsStore._persist_events_and_state_updates`: a position from
    /// `events_stream_seq`, then one transaction (`_persist_events_txn`).
    static func event(_ db: Connection, room: String, sender: String, type: String, content: String, outlier: Bool = false) throws -> Event {
        let position = try nextPosition(db, "events_stream_seq")
        return try db.transaction { try storeEvent(db, position: position, room: room, sender: sender, type: type, content: content, outlier: outlier) }
    }

    /// A message, with the push actions Synapse writes in the same transaction
    /// (`_set_push_actions_for_event_and_users_txn`, from what
    /// `BulkPushRuleEvaluator._action_for_event_by_user` staged): every local member joined to
    /// the room but the sender and those ignoring the sender, unread (MSC2654), notifying unless
    /// the member's own rule for the room does not notify; the main timeline's thread.
    @discardableResult
    static func message(_ db: Connection, room: String, sender: String, body: String, originServerTS: Int? = nil,
                        skipping skipped: String? = nil) throws -> Event {
        let position = try nextPosition(db, "events_stream_seq")
        let content = String(decoding: try JSONSerialization.data(withJSONObject: ["msgtype": "m.text", "body": body]), as: UTF8.self)
        return try db.transaction {
            let event = try storeEvent(db, position: position, room: room, sender: sender, type: "m.room.message", content: content,
                                       originServerTS: originServerTS)
            try db.query("""
                INSERT INTO public.event_push_actions (room_id, event_id, user_id, actions, topological_ordering, stream_ordering,
                                                       notif, highlight, unread, thread_id)
                SELECT m.room_id, e.event_id, m.user_id, CASE WHEN quiet.user_name IS NULL THEN '["notify"]' ELSE '[]' END,
                       e.topological_ordering, e.stream_ordering, CASE WHEN quiet.user_name IS NULL THEN 1 ELSE 0 END, 0, 1, 'main'
                FROM public.local_current_membership AS m
                JOIN public.events AS e ON e.event_id = $1
                LEFT JOIN (SELECT DISTINCT r.user_name FROM public.push_rules AS r
                           WHERE r.rule_id IN ('global/override/' || $2, 'global/room/' || $2)
                             AND NOT (r.actions::jsonb @> '["notify"]')) AS quiet ON quiet.user_name = m.user_id
                WHERE m.room_id = $2 AND m.membership = 'join' AND m.user_id <> $3 AND m.user_id IS DISTINCT FROM $4
                  AND NOT EXISTS (SELECT FROM public.ignored_users AS i WHERE i.ignorer_user_id = m.user_id AND i.ignored_user_id = $3)
                """, [event.id, room, sender, skipped])
            return event
        }
    }

    /// A member event and what `PersistEventsStore._update_current_state_txn` writes with it in
    /// the same transaction: a `current_state_delta_stream` row at the batch's first stream
    /// ordering, the room's current state, and `local_current_membership` (a local user);
    /// `room_memberships` from `_store_room_members_txn`.
    @discardableResult
    static func membership(_ db: Connection, room: String, user: String, membership: String) throws -> Event {
        let position = try nextPosition(db, "events_stream_seq")
        return try db.transaction {
            let event = try storeEvent(db, position: position, room: room, sender: user, type: "m.room.member", stateKey: user,
                                       content: #"{"membership":"\#(membership)"}"#)
            try db.query("""
                INSERT INTO public.room_memberships (event_id, user_id, sender, room_id, membership, event_stream_ordering)
                VALUES ($1, $2, $2, $3, $4, $5)
                """, [event.id, user, room, membership, position])
            try db.query("""
                INSERT INTO public.current_state_delta_stream (stream_id, room_id, type, state_key, event_id, prev_event_id, instance_name)
                SELECT $1::bigint, $2::text, 'm.room.member', $3::text, $4::text,
                       (SELECT c.event_id FROM public.current_state_events c WHERE c.room_id = $2 AND c.type = 'm.room.member' AND c.state_key = $3),
                       'master'
                """, [position, room, user, event.id])
            try db.query("DELETE FROM public.current_state_events WHERE room_id = $1 AND type = 'm.room.member' AND state_key = $2", [room, user])
            try db.query("""
                INSERT INTO public.current_state_events (event_id, room_id, type, state_key, membership, event_stream_ordering)
                VALUES ($1, $2, 'm.room.member', $3, $4, $5)
                """, [event.id, room, user, membership, position])
            try db.query("DELETE FROM public.local_current_membership WHERE room_id = $1 AND user_id = $2", [room, user])
            try db.query("""
                INSERT INTO public.local_current_membership (room_id, user_id, event_id, membership, event_stream_ordering)
                VALUES ($1, $2, $3, $4, $5)
                """, [room, user, event.id, membership, position])
            return event
        }
    }

    /// `ReceiptsWorkerStore._insert_linearized_receipt_txn` at a position already taken: the
    /// unthreaded m.read receipt replaced (an upsert on room, type and user), with the stream
    /// ordering of its event and the receipt's data. A local receipt's `ts` is Synapse's clock
    /// when the client's receipt arrived (`ReceiptsHandler.received_client_receipt`); a remote
    /// one's is the other server's (`_received_remote_receipt`). The caller owns the transaction.
    static func storeReceipt(_ db: Connection, position: Int, room: String, user: String, eventID: String, ts: Int?) throws {
        try db.query("""
            INSERT INTO public.receipts_linearized (stream_id, room_id, receipt_type, user_id, event_id, data, instance_name,
                                                    event_stream_ordering, thread_id)
            SELECT $1::bigint, $2::text, 'm.read', $3::text, $4::text, jsonb_build_object('ts', coalesce($5::bigint, \(clock)))::text, 'master',
                   (SELECT e.stream_ordering FROM public.events e WHERE e.event_id = $4), NULL
            ON CONFLICT (room_id, receipt_type, user_id) WHERE thread_id IS NULL
            DO UPDATE SET stream_id = EXCLUDED.stream_id, event_id = EXCLUDED.event_id, data = EXCLUDED.data,
                          instance_name = EXCLUDED.instance_name, event_stream_ordering = EXCLUDED.event_stream_ordering
            """, [position, room, user, eventID, ts])
    }

    /// `ReceiptsWorkerStore.insert_receipt`: a position from `receipts_sequence`, then the upsert.
    static func receipt(_ db: Connection, room: String, user: String, eventID: String, ts: Int? = nil) throws {
        let position = try nextPosition(db, "receipts_sequence")
        try db.transaction { try storeReceipt(db, position: position, room: room, user: user, eventID: eventID, ts: ts) }
    }

    /// `AccountDataWorkerStore._add_account_data_for_user`: m.ignored_user_list upserted at a
    /// position from `account_data_sequence`, and the list copied into `ignored_users`.
    static func ignore(_ db: Connection, user: String, ignored: [String]) throws {
        let position = try nextPosition(db, "account_data_sequence")
        let content = String(decoding: try JSONSerialization.data(withJSONObject: ["ignored_users": Dictionary(uniqueKeysWithValues: ignored.map { ($0, [String: String]()) })]), as: UTF8.self)
        try db.transaction {
            try db.query("""
                INSERT INTO public.account_data (user_id, account_data_type, stream_id, content, instance_name)
                VALUES ($1, 'm.ignored_user_list', $2, $3, 'master')
                ON CONFLICT (user_id, account_data_type) DO UPDATE SET stream_id = EXCLUDED.stream_id, content = EXCLUDED.content
                """, [user, position, content])
            try db.query("DELETE FROM public.ignored_users WHERE ignorer_user_id = $1", [user])
            for other in ignored {
                try db.query("INSERT INTO public.ignored_users (ignorer_user_id, ignored_user_id) VALUES ($1, $2)", [user, other])
            }
        }
    }

    /// `PushRulesWorkerStore.add_push_rule`: a position from `push_rules_stream_sequence`, the
    /// events stream's current position read after it (`get_current_token`), then in one
    /// transaction the rule (`_upsert_push_rule_txn`, its id from an in-process counter over
    /// `push_rules.id`) and its `push_rules_stream` row (`_insert_push_rules_update_txn`).
    static func pushRule(_ db: Connection, user: String, room: String, actions: String) throws {
        let position = try nextPosition(db, "push_rules_stream_sequence")
        let eventsPosition = try #require(try db.scalarInt("SELECT max(stream_ordering) FROM public.events"))
        let rule = "global/override/" + room
        let conditions = String(decoding: try JSONSerialization.data(withJSONObject: [["kind": "event_match", "key": "room_id", "pattern": room]]), as: UTF8.self)
        try db.transaction {
            try db.query("""
                INSERT INTO public.push_rules (id, user_name, rule_id, priority_class, priority, conditions, actions)
                SELECT coalesce(max(id), 0) + 1, $1::text, $2::text, 5, 0, $3::text, $4::text FROM public.push_rules
                """, [user, rule, conditions, actions])
            try db.query("""
                INSERT INTO public.push_rules_stream (stream_id, event_stream_ordering, user_id, rule_id, op, priority_class, priority,
                                                      conditions, actions, instance_name)
                VALUES ($1, $2, $3, $4, 'ADD', 5, 0, $5, $6, 'master')
                """, [position, eventsPosition, user, rule, conditions, actions])
        }
    }

    /// `PersistEventsStore._update_outliers_txn`: an outlier received again with its state keeps
    /// its first stream ordering; the one taken for it this time goes to `ex_outlier_stream`,
    /// and the event is no longer an outlier.
    static func deOutlier(_ db: Connection, eventID: String) throws {
        let position = try nextPosition(db, "events_stream_seq")
        try db.transaction {
            try db.query("""
                INSERT INTO public.ex_outlier_stream (event_stream_ordering, event_id, state_group, instance_name)
                VALUES ($1, $2, coalesce((SELECT max(state_group) FROM public.event_to_state_groups), 0), 'master')
                """, [position, eventID])
            try db.query("UPDATE public.events SET outlier = false WHERE event_id = $1", [eventID])
        }
    }

    /// Tests/Fixtures/synapse/scale.sql with these sizes (rooms `!scaleN:example.org`, users
    /// `@scaleN:example.org`, layout `time`). It writes its stream positions without Synapse's
    /// sequences, so they are moved past them, as Synapse's own writes always are; and its
    /// receipts without the `ts` a local receipt carries (`ReceiptsHandler.received_client_receipt`),
    /// so each gets the time it would have arrived: a second after the event it points at.
    static func grow(_ db: Connection, rooms: Int, members: Int, users: Int, messages: Int) throws {
        var sql = try String(contentsOf: SynapseFixture.folder.appendingPathComponent("scale.sql"), encoding: .utf8)
        for (placeholder, value) in [("{ROOMS}", "\(rooms)"), ("{MEMBERS}", "\(members)"), ("{USERS}", "\(users)"),
                                     ("{MESSAGES}", "\(messages)"), ("{LAG}", "\(min(10, messages))"), ("{LAYOUT}", "time")] {
            sql = sql.replacingOccurrences(of: placeholder, with: value)
        }
        try db.execute(sql)
        try db.execute("""
            SELECT setval('public.events_stream_seq', (SELECT max(stream_ordering) FROM public.events));
            SELECT setval('public.receipts_sequence', (SELECT max(stream_id) FROM public.receipts_linearized));
            UPDATE public.receipts_linearized AS r SET data = jsonb_build_object('ts', e.received_ts + 1000)::text
            FROM public.events AS e WHERE e.event_id = r.event_id AND r.data = '{}';
            """)
    }
}
