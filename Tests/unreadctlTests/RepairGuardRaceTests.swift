import Foundation
import Jobs
import Postgres
import Runtime
import Synchronization
import Testing
import TestSupport

/// The repair's guard at the exact moments a live service can write (docs/commands.md#the-repairs-guard):
/// after the snapshot and before the repair's statement, and between the statement's read of the
/// row and its write — a service transaction holds the row while the repair waits for it, and
/// commits only once the repair's backend is seen waiting on that lock. On each write path: the
/// reference schema's table, an auto-updatable view, an `INSTEAD OF` trigger written as
/// docs/mappings.md#writable-counters teaches, and the Mattermost adapter's trigger.
@Suite(.serialized) struct RepairGuardRaceTests {
    /// Queues `drifts` on `primary` (whose search_path is the source's), opens `serviceWrite` in
    /// a transaction on `service`, runs the repair on a thread of its own, and commits the
    /// service's write once the repair's backend waits for the row lock. Returns what the
    /// repair says it did.
    static func repairWhileTheServiceHoldsTheRow(
        _ drifts: [MemberDrift], primary: Connection, service: Connection, watcher: Connection,
        keys: ContractKeys = .reference, rowVersion: RowVersion = .none,
        serviceWrite: (Connection) throws -> Void
    ) throws -> CounterCorrections.Outcome {
        let corrections = try CounterCorrections(on: primary, batchSize: 1_000, parallelWriters: false, keys: keys, rowVersion: rowVersion)
        for drift in drifts { try corrections.add(drift) }
        let pid = try #require(try primary.scalarInt("SELECT pg_backend_pid()"))
        try service.execute("BEGIN")
        try serviceWrite(service)
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Result<CounterCorrections.Outcome, any Error>?>(nil)
        let repair = HandedOver(corrections)
        Thread {
            let outcome = Result { try repair.value.finish() }
            result.withLock { $0 = outcome }
            done.signal()
        }.start()
        // The event: the repair's backend waits for a lock (the service's row), within 20 s.
        let waiting = try Eventually.holds(within: 20, every: 0.01) {
            try watcher.scalarString("SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1", [pid]) == "Lock"
        }
        try service.execute("COMMIT")
        #expect(waiting, "the repair never waited for the service's row")
        #expect(done.wait(timeout: .now() + 30) == .success, "the repair did not finish")
        return try #require(result.withLock { $0 }).get()
    }

    /// A reference-schema member stored 7, truth 2 (delta −5) in `fixture`'s one channel.
    static func referenceMember() throws -> (RecomputeFixtureLite, MemberDrift) {
        let f = try RecomputeFixtureLite()
        let drift = MemberDrift(channelID: f.channel, channelCID: "messaging:race", channelType: "messaging", userID: "erin",
                                stored: 7, recomputed: 2, joinedAt: f.joinedAt, lastReadAt: nil)
        return (f, drift)
    }

    /// Between the repair's read and its write, the service re-sets the counter at the same read
    /// position to the truth: the repair must skip the row (before the guard compared the stored
    /// value, it added −5 to the service's exact 2).
    @Test func aTableRowReSetWhileTheRepairWaitsIsLeft() throws {
        let (f, drift) = try Self.referenceMember()
        let outcome = try Self.repairWhileTheServiceHoldsTheRow(
            [drift], primary: try Connection(f.target), service: try Connection(f.target), watcher: f.db
        ) { service in
            try service.query("UPDATE channel_members SET unread_count = 2 WHERE channel_id = $1 AND user_id = 'erin'", [f.channel])
        }
        #expect(outcome[.members].corrected == 0 && outcome[.members].left == 1)
        #expect(try f.db.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'erin'") == 2)
    }

    /// The same through an auto-updatable view: PostgreSQL re-checks the guard on the table's row.
    @Test func anAutoUpdatableViewRowReSetWhileTheRepairWaitsIsLeft() throws {
        let (f, drift) = try Self.referenceMember()
        try f.db.execute("""
            CREATE SCHEMA plain_view;
            CREATE VIEW plain_view.channel_members AS
                SELECT channel_id, user_id, joined_at, last_read_at, unread_count, unread_mentions, left_at FROM public.channel_members;
            """)
        let primary = try Connection(f.target)
        try primary.query("SELECT set_config('search_path', 'plain_view, public', false)")
        let outcome = try Self.repairWhileTheServiceHoldsTheRow([drift], primary: primary, service: try Connection(f.target), watcher: f.db) { service in
            try service.query("UPDATE public.channel_members SET unread_count = 2 WHERE channel_id = $1 AND user_id = 'erin'", [f.channel])
        }
        #expect(outcome[.members].corrected == 0 && outcome[.members].left == 1)
        #expect(try f.db.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'erin'") == 2)
    }

    /// Through an `INSTEAD OF` trigger of the shape docs/mappings.md#writable-counters shows, with
    /// a row version: a service write that leaves the read position and the value as they were
    /// but moves the version (a mark-unread at the stored position, after new messages) makes
    /// the trigger skip the row, and the repair counts it as left. Without a service write the
    /// same trigger corrects.
    @Test func anInsteadOfTriggerReChecksTheRowItWrites() throws {
        for serviceWrites in [true, false] {
            let (f, drift) = try Self.referenceMember()
            try f.db.execute("""
                ALTER TABLE public.channel_members ADD COLUMN version bigint NOT NULL DEFAULT 1;
                CREATE SCHEMA by_trigger;
                CREATE VIEW by_trigger.channel_members AS
                    SELECT channel_id, user_id, joined_at, last_read_at, unread_count + 0 AS unread_count, unread_mentions, left_at,
                           version AS row_version
                    FROM public.channel_members;
                CREATE FUNCTION by_trigger.write_unread_count() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    UPDATE public.channel_members s SET unread_count = NEW.unread_count
                     WHERE s.channel_id = OLD.channel_id AND s.user_id = OLD.user_id
                       AND s.last_read_at IS NOT DISTINCT FROM OLD.last_read_at
                       AND s.unread_count = OLD.unread_count
                       AND s.version IS NOT DISTINCT FROM OLD.row_version;
                    IF NOT FOUND THEN RETURN NULL; END IF;
                    RETURN NEW;
                END $$;
                CREATE TRIGGER write_unread_count INSTEAD OF UPDATE ON by_trigger.channel_members
                    FOR EACH ROW EXECUTE FUNCTION by_trigger.write_unread_count();
                """)
            var versioned = drift
            versioned.rowVersion = "1"
            let primary = try Connection(f.target)
            try primary.query("SELECT set_config('search_path', 'by_trigger, public', false)")
            let outcome = try Self.repairWhileTheServiceHoldsTheRow(
                [versioned], primary: primary, service: try Connection(f.target), watcher: f.db, rowVersion: .column
            ) { service in
                // The service's write, or only a lock on the row, as a SELECT … FOR UPDATE takes.
                try service.query(serviceWrites ? "UPDATE public.channel_members SET version = version + 1 WHERE channel_id = $1 AND user_id = 'erin'"
                                                : "SELECT 1 FROM public.channel_members WHERE channel_id = $1 AND user_id = 'erin' FOR UPDATE", [f.channel])
            }
            let stored = try f.db.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'erin'")
            if serviceWrites {
                #expect(outcome[.members].corrected == 0 && outcome[.members].left == 1 && stored == 7)
            } else {
                #expect(outcome[.members].corrected == 1 && outcome[.members].left == 0 && stored == 2)
            }
        }
    }
}

/// The repair, handed to the one thread that finishes it while the test waits (never shared).
final class HandedOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One channel, one sender's two messages, one member `erin` stored 7 (truth 2): the smallest
/// reference-schema history a guard test needs.
struct RecomputeFixtureLite {
    let db: Connection
    let target: ConnectionString
    let channel: Int64
    /// erin's `joined_at`, µs since 2000-01-01.
    let joinedAt: Int64

    init() throws {
        (db, target) = try TestCluster.connect()
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('messaging');
            INSERT INTO users (id, created_at) VALUES ('erin', '2026-01-01Z'), ('zed', '2026-01-01Z');
            INSERT INTO channels (cid, type, created_at) VALUES ('messaging:race', 'messaging', '2026-01-01Z');
            """)
        channel = Int64(try #require(try db.scalarInt("SELECT id FROM channels")))
        try db.query("""
            INSERT INTO channel_members (channel_id, user_id, joined_at, unread_count) VALUES ($1, 'erin', '2026-01-01Z', 7), ($1, 'zed', '2026-01-01Z', 0)
            """, [channel])
        try db.query("INSERT INTO messages (channel_id, user_id, created_at) VALUES ($1, 'zed', '2026-01-02Z'), ($1, 'zed', '2026-01-03Z')", [channel])
        joinedAt = PostgresTimestamp(unixSeconds: 1_767_225_600).microseconds
    }
}

/// The Mattermost adapter's write path: the `INSTEAD OF` trigger of adapters/mattermost/install.sql,
/// on Mattermost's own tables (Tests/Fixtures/mattermost), with the service's writes as
/// Mattermost's store makes them (`SqlChannelStore.UpdateLastViewedAt`, `UpdateLastViewedAtPost`).
@Suite(.serialized) struct MattermostRepairGuardRaceTests {
    /// Two members of live channels with at least two posts of others after their last view and
    /// none of their own (so Mattermost's mark-unread count and the recount agree), and the number.
    static func members(_ db: Connection) throws -> [(channel: String, user: String, truth: Int)] {
        let rows = try db.query("""
            SELECT cm.channelid, cm.userid, o.others FROM channelmembers cm
            JOIN channels c ON c.id = cm.channelid AND c.deleteat = 0,
            LATERAL (SELECT count(*) FILTER (WHERE p.userid <> cm.userid) AS others, count(*) AS every FROM posts p
                     WHERE p.channelid = cm.channelid AND p.createat > cm.lastviewedat AND p.deleteat = 0
                       AND p.type NOT IN ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel',
                                          'system_join_team', 'system_leave_team', 'system_add_to_channel',
                                          'system_remove_from_channel', 'system_add_to_team', 'system_remove_from_team')) o
            WHERE cm.lastviewedat > 0 AND o.others >= 2 AND o.others = o.every
            ORDER BY cm.channelid, cm.userid LIMIT 2
            """)
        return try (0..<rows.rowCount).map { (try rows.string($0, 0)!, try rows.string($0, 1)!, try rows.int($0, 2)!) }
    }

    /// The drift the recompute would hand the repair for `member`, stored `stored`, read through
    /// the mapping's view as the snapshot would.
    static func drift(_ db: Connection, _ member: (channel: String, user: String, truth: Int)) throws -> MemberDrift {
        let row = try db.query("""
            SELECT unread_count, ((extract(epoch FROM joined_at) - 946684800) * 1000000)::bigint,
                   ((extract(epoch FROM last_read_at) - 946684800) * 1000000)::bigint, row_version::text
            FROM unreadctl_mattermost.channel_members WHERE channel_id = $1 AND user_id = $2
            """, [member.channel, member.user])
        var drift = MemberDrift(channelID: 0, channelCID: member.channel, channelType: "O", userID: member.user,
                                stored: try row.int(0, 0)!, recomputed: member.truth,
                                joinedAt: Int64(try row.int(0, 1)!), lastReadAt: try row.int(0, 2).map(Int64.init))
        drift.channelKey = member.channel
        drift.rowVersion = try row.string(0, 3)
        return drift
    }

    static func served(_ db: Connection, _ member: (channel: String, user: String, truth: Int)) throws -> Int? {
        try db.scalarInt("""
            SELECT c.totalmsgcount - cm.msgcount FROM channelmembers cm JOIN channels c ON c.id = cm.channelid
            WHERE cm.channelid = $1 AND cm.userid = $2
            """, [member.channel, member.user])
    }

    /// Mattermost's tables and data with the adapter installed, and the two members `members` picks.
    static func installed() throws -> (Connection, ConnectionString, [(channel: String, user: String, truth: Int)]) {
        let (db, target) = try MattermostFixture.database()
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        let found = try members(db)
        try #require(found.count == 2)
        return (db, target, found)
    }

    static func primary(_ target: ConnectionString) throws -> Connection {
        let primary = try Connection(target)
        try primary.query("SELECT set_config('search_path', '\"unreadctl_mattermost\", public', false)")
        return primary
    }

    /// The reproduction: a member stored 0 with a truth of 2 or more; a view by the member
    /// (`UpdateLastViewedAt`) holds the row while the repair's statement through the view waits
    /// for it. The view makes the stored 0 exact; before the trigger re-checked the row, the
    /// repair then raised it to the old truth. Beside it, a member whose counter Mattermost
    /// re-set by a mark-unread at the post right after the position already stored, before the
    /// repair ran: the read position did not move, the stored value and `LastUpdateAt` did.
    @Test func aViewOrAMarkUnreadByTheServiceIsNeverOverwritten() throws {
        let (db, target, found) = try Self.installed()
        let (viewer, marker) = (found[0], found[1])
        // The viewer's counter planted at 0, the marker's at truth + 3; every channel's last
        // post time is its last post's.
        try db.execute("UPDATE channels c SET lastpostat = (SELECT max(createat) FROM posts p WHERE p.channelid = c.id) WHERE EXISTS (SELECT 1 FROM posts p WHERE p.channelid = c.id)")
        try db.query("UPDATE channelmembers cm SET msgcount = c.totalmsgcount, lastupdateat = 1000 FROM channels c WHERE c.id = cm.channelid AND cm.channelid = $1 AND cm.userid = $2",
                     [viewer.channel, viewer.user])
        try db.query("UPDATE channelmembers cm SET msgcount = c.totalmsgcount - $3 - 3, lastupdateat = 1000 FROM channels c WHERE c.id = cm.channelid AND cm.channelid = $1 AND cm.userid = $2",
                     [marker.channel, marker.user, marker.truth])
        let drifts = [try Self.drift(db, viewer), try Self.drift(db, marker)]
        #expect(drifts.map(\.stored) == [0, marker.truth + 3] && drifts.map(\.delta) == [viewer.truth, -3])

        // After the snapshot, before the repair: the marker marks unread at the same position.
        try db.query("""
            UPDATE channelmembers SET msgcount = (SELECT totalmsgcount FROM channels WHERE id = $1) - $3, lastupdateat = 2000
            WHERE channelid = $1 AND userid = $2
            """, [marker.channel, marker.user, marker.truth])
        let outcome = try RepairGuardRaceTests.repairWhileTheServiceHoldsTheRow(
            drifts, primary: try Self.primary(target), service: try Connection(target), watcher: db,
            keys: ContractKeys(channel: .text, message: .text), rowVersion: .column
        ) { service in
            // SqlChannelStore.UpdateLastViewedAt, for the viewer.
            try service.query("""
                UPDATE channelmembers cm SET mentioncount = 0, msgcount = greatest(cm.msgcount, c.totalmsgcount),
                  msgcountroot = greatest(cm.msgcountroot, c.totalmsgcountroot), lastviewedat = greatest(cm.lastviewedat, c.lastpostat),
                  lastupdateat = greatest(cm.lastviewedat, c.lastpostat)
                FROM channels c WHERE c.id = cm.channelid AND cm.channelid = $1 AND cm.userid = $2
                """, [viewer.channel, viewer.user])
        }
        #expect(outcome[.members].corrected == 0 && outcome[.members].left == 2)
        #expect(try Self.served(db, viewer) == 0)               // the view's exact 0, not 0 + the old truth
        #expect(try Self.served(db, marker) == marker.truth)     // the mark-unread's exact count, not 3 less
        let oracle = try MattermostFixture.oracle(db)
        #expect(oracle["\(viewer.channel),\(viewer.user)"]?.all == 0 && oracle["\(marker.channel),\(marker.user)"]?.all == marker.truth)
    }

    /// The sequence `MattermostLiveWriterTests` met on the real-shape data: a member viewed up to
    /// the channel's last post, stored 2 above its recount of 0. After the snapshot the member
    /// views the channel again (`UpdateLastViewedAt` with no new post: `MsgCount` becomes
    /// `TotalMsgCount`, `LastViewedAt` and `LastUpdateAt` stay) and then someone else posts
    /// twice. The read position, `LastUpdateAt` and `TotalMsgCount − MsgCount` (2) are the
    /// snapshot's again, the truth is now 2: the repair must leave the row. When the row
    /// version was `LastUpdateAt` alone, it subtracted the old drift and served 0.
    @Test func aViewThenPostsThatRestoreTheStoredValueAreNeverOverwritten() throws {
        let (db, target, found) = try Self.installed()
        let member = found[0]
        let poster = try #require(try db.scalarString(
            "SELECT userid FROM channelmembers WHERE channelid = $1 AND userid <> $2 ORDER BY userid LIMIT 1", [member.channel, member.user]))
        try db.execute("UPDATE channels c SET lastpostat = (SELECT max(createat) FROM posts p WHERE p.channelid = c.id) WHERE EXISTS (SELECT 1 FROM posts p WHERE p.channelid = c.id)")
        try db.query("""
            UPDATE channelmembers cm SET lastviewedat = c.lastpostat, lastupdateat = c.lastpostat, msgcount = c.totalmsgcount - 2
            FROM channels c WHERE c.id = cm.channelid AND cm.channelid = $1 AND cm.userid = $2
            """, [member.channel, member.user])
        let truth = (channel: member.channel, user: member.user, truth: 0)
        let drift = try Self.drift(db, truth)
        #expect(drift.stored == 2 && drift.delta == -2)

        let now = try #require(try db.scalarInt("SELECT max(createat) FROM posts")) + 1_000
        let service = PlayedMattermost(db, now: Int64(now))
        try service.view(channel: member.channel, user: member.user)
        #expect(try Self.served(db, truth) == 0)
        try service.post(channel: member.channel, from: poster)
        try service.post(channel: member.channel, from: poster)
        #expect(try Self.served(db, truth) == 2)

        let corrections = try CounterCorrections(on: try Self.primary(target), batchSize: 100, parallelWriters: false,
                                                 keys: ContractKeys(channel: .text, message: .text), rowVersion: .column)
        try corrections.add(drift)
        let outcome = try corrections.finish()
        #expect(outcome[.members].corrected == 0 && outcome[.members].left == 1)
        #expect(try Self.served(db, truth) == 2)
        #expect(try MattermostFixture.oracle(db)["\(member.channel),\(member.user)"]?.all == 2)
    }

    /// Without a service write, the same repair through the trigger corrects both members.
    @Test func withoutAServiceWriteTheSameRepairCorrects() throws {
        let (db, target, found) = try Self.installed()
        for member in found {
            try db.query("UPDATE channelmembers cm SET msgcount = c.totalmsgcount + 4 FROM channels c WHERE c.id = cm.channelid AND cm.channelid = $1 AND cm.userid = $2",
                         [member.channel, member.user])
        }
        let drifts = try found.map { try Self.drift(db, $0) }
        let corrections = try CounterCorrections(on: try Self.primary(target), batchSize: 100, parallelWriters: false,
                                                 keys: ContractKeys(channel: .text, message: .text), rowVersion: .column)
        for drift in drifts { try corrections.add(drift) }
        let outcome = try corrections.finish()
        #expect(outcome[.members].corrected == 2 && outcome[.members].left == 0)
        for member in found { #expect(try Self.served(db, member) == member.truth) }
    }
}
