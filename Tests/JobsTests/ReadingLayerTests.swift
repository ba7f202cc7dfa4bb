import Foundation
@testable import Jobs
import Postgres
import ReadState
import Reports
import Runtime
import Testing
import TestSupport

/// The reading layer (docs/benchmark.md#the-reading-layer): a full run reads each relation once,
/// sequentially, whatever the rows' physical order and the number of batches, and counts the
/// same.
@Suite struct ReadingLayerTests {
    /// Rewrites the tables a live service appends to in a shuffled physical order (no index
    /// order, no channel order): what a full run must not depend on.
    static func shuffle(_ db: Connection) throws {
        try db.execute("SET session_replication_role = replica")
        for table in ["messages", "channel_members", "receipt_events", "thread_participants", "message_mentions"] {
            try db.execute("""
                CREATE TEMP TABLE moved AS SELECT * FROM \(table);
                DELETE FROM \(table);
                INSERT INTO \(table) SELECT * FROM moved ORDER BY md5(moved::text);
                DROP TABLE moved;
                """)
        }
        try db.execute("SET session_replication_role = DEFAULT")
        try db.execute("ANALYZE")
    }

    /// Scans (sequential and by index) of `table` since the statistics were reset, once the
    /// backends that read it have reported (`pg_stat_force_next_flush` on `reader`; the side
    /// connections report when they close).
    static func scans(_ db: Connection, _ table: String) throws -> (seq: Int, index: Int) {
        try db.execute("SELECT pg_stat_clear_snapshot()")
        let row = try db.query("SELECT coalesce(seq_scan, 0), coalesce(idx_scan, 0) FROM pg_stat_user_tables WHERE relname = $1", [table])
        return (try row.int(0, 0) ?? 0, try row.int(0, 1) ?? 0)
    }

    /// The drifts a recompute finds, in the order it reports them.
    static func recompute(_ target: ConnectionString, channelsPerBatch: Int) throws -> [String] {
        let reader = try Connection(target)
        defer { reader.close() }
        var drifts: [String] = []
        try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(on: reader, channelsPerBatch: channelsPerBatch,
                                        onMemberDrift: { drifts.append("\($0.channelCID)/\($0.userID) \($0.stored)->\($0.recomputed)") },
                                        onUserDrift: { drifts.append("user \($0.userID)") })
        }
        return drifts
    }

    @Test func shuffledRowsAndAnyBatchSizeGiveTheOraclesDriftInChannelThenUserOrder() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try RecomputeTestData.generate(db)
        try Self.shuffle(db)
        let truth = try UnreadTruth.memberDrifts(db)
        #expect(truth.count > 10)
        let reference = try Self.recompute(target, channelsPerBatch: 5_000)
        let members = reference.filter { !$0.hasPrefix("user ") }
        #expect(Set(members.map { String($0.split(separator: " ")[0]) }) == Set(truth.keys))
        // Members come by channel (id order), then user id; users after every member.
        let order = try db.query("SELECT cid FROM channels ORDER BY id")
        let rank = Dictionary(uniqueKeysWithValues: try (0..<order.rowCount).map { (try order.string($0, 0) ?? "", $0) })
        let keys = members.map { line -> (Int, String) in
            let place = line.split(separator: " ")[0].split(separator: "/")
            return (rank[String(place[0])] ?? -1, String(place[1]))
        }
        let sorted = keys.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.utf8.lexicographicallyPrecedes($1.1.utf8) }
        #expect(keys.map { "\($0.0)/\($0.1)" } == sorted.map { "\($0.0)/\($0.1)" })
        for perBatch in [1, 2, 7] {
            #expect(try Self.recompute(target, channelsPerBatch: perBatch) == reference, "\(perBatch) channels a batch")
        }
    }

    /// One read of the memberships however many batches: before the reading layer, each batch
    /// read its channels' members through the primary key (one index scan a batch).
    @Test func aFullRunReadsTheMembershipsOnceWhateverTheBatches() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try RecomputeTestData.generate(db)
        let channels = try db.scalarInt("SELECT count(*) FROM channels") ?? 0
        #expect(channels >= 20)
        let before = try Self.scans(db, "channel_members")
        let reader = try Connection(target)
        try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(on: reader, channelsPerBatch: 1, onMemberDrift: { _ in }, onUserDrift: { _ in })
        }
        try reader.execute("SELECT pg_stat_force_next_flush()")
        try reader.execute("SELECT 1")
        reader.close()
        // The backends report their counts as they end: wait for the memberships' read to show.
        var after = try Self.scans(db, "channel_members")
        _ = try Eventually.holds(every: 0.05) {
            after = try Self.scans(db, "channel_members")
            return after.seq + after.index - before.seq - before.index >= 1
        }
        let reads = after.seq + after.index - before.seq - before.index
        #expect(reads >= 1)
        #expect(reads <= 3, "\(reads) scans of channel_members for \(channels) one-channel batches")
    }

    /// A whole read runs with Memoize off (`ChannelScan.wholeReadSettings`: its cache thrashes on
    /// a read of every row), JIT off (compiling costs more than it saves on a stream of rows) and
    /// no parallel workers (they contend with the scan's two connections for the same cores), on
    /// both connections, and the session's own values are back afterwards.
    @Test func aWholeReadRunsWithoutMemoizeJITOrParallelWorkersAndRestoresTheSettings() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try RecomputeTestData.generate(db)
        let reader = try Connection(target)
        defer { reader.close() }
        try reader.transaction(.snapshotReadOnly()) {
            let settings = "SELECT \(Self.plannerSettings)"
            #expect(try reader.scalarString(settings) == "on/on/2")
            let (seen, parallel) = try Self.plannerSettingsOfAWholeRead(reader)
            #expect(parallel)
            #expect(seen == [.messages: ["off/off/0"], .members: ["off/off/0"]])
            #expect(try reader.scalarString(settings) == "on/on/2")
        }
    }

    /// A whole-read setting the connection string gives is the operator's: the scan leaves it as
    /// it is and sets the others (docs/commands.md, "A whole read's planner settings").
    @Test func aWholeReadKeepsTheSettingsTheConnectionStringGives() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try RecomputeTestData.generate(db)
        let reader = try Connection(ConnectionString(target.conninfo + " options='-c max_parallel_workers_per_gather=1 -c jit=on'"))
        defer { reader.close() }
        try reader.transaction(.snapshotReadOnly()) {
            let (seen, _) = try Self.plannerSettingsOfAWholeRead(reader)
            #expect(seen == [.messages: ["off/on/1"], .members: ["off/on/1"]])
        }
    }

    /// The three whole-read settings, as one text: `enable_memoize/jit/max_parallel_workers_per_gather`.
    static let plannerSettings = "current_setting('enable_memoize') || '/' || current_setting('jit') || '/' || current_setting('max_parallel_workers_per_gather')"

    /// What a whole read of two relations on `reader` saw of `plannerSettings`, per relation, and
    /// whether the scan read on two connections.
    static func plannerSettingsOfAWholeRead(_ reader: Connection) throws -> ([ScanRelation: Set<String>], Bool) {
        let channels = try ScanChannels.read(reader, LatencyQueries.channelList, keyed: false) { _, _ in true }
        let probe = "SELECT c.id, \(plannerSettings) FROM channels c"
        let reads = [ChannelScan.Read(relation: .messages, sql: probe), ChannelScan.Read(relation: .members, sql: probe)]
        let scan = try ChannelScan(channels: channels, reads: reads, main: reader, rowsPerBatch: 1_000_000, channelsPerBatch: 1_000_000)
        var seen: [ScanRelation: Set<String>] = [:]
        for relation in [ScanRelation.messages, .members] {
            for batch in scan.batches.indices {
                try scan.rows(relation, batch: batch) { row in seen[relation, default: []].insert(row.string(1) ?? "") }
            }
        }
        return (seen, scan.parallel)
    }

    /// Three relations are read at once, on three connections in one snapshot: each read waits
    /// (up to 5 s) until three statements of the scan are running, and says whether they were.
    /// With two connections the third waited for one of the others (a mapping's three views,
    /// each as costly as the others, took the time of two: docs/benchmark.md#the-reading-layer).
    @Test func threeRelationsAreReadAtOnce() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name, read_events) VALUES ('messaging', true);
            INSERT INTO channels (cid, type) SELECT 'messaging:' || n, 'messaging' FROM generate_series(1, 5) AS n;
            CREATE FUNCTION scan_barrier(marker text, wanted int) RETURNS boolean LANGUAGE plpgsql AS $$
            BEGIN
                FOR attempt IN 1..100 LOOP
                    PERFORM pg_stat_clear_snapshot();
                    IF (SELECT count(*) FROM pg_stat_activity
                        WHERE state = 'active' AND query LIKE '%' || marker || '%' AND query NOT LIKE '%pg_stat_activity%') >= wanted THEN
                        PERFORM pg_sleep(0.3); -- the others see it too before this one ends
                        RETURN true;
                    END IF;
                    PERFORM pg_sleep(0.05);
                END LOOP;
                RETURN false;
            END
            $$;
            """)
        try db.transaction(.snapshotReadOnly()) {
            let channels = try ScanChannels.read(db, LatencyQueries.channelList, keyed: false) { _, _ in true }
            let sql = "WITH b AS MATERIALIZED (SELECT scan_barrier('three-' || 'at-once', 3) AS ok) SELECT c.id, b.ok, pg_backend_pid()::bigint FROM channels c, b /* three-at-once */"
            let relations: [ScanRelation] = [.messages, .members, .participants]
            let scan = try ChannelScan(channels: channels, reads: relations.map { ChannelScan.Read(relation: $0, sql: sql) }, main: db,
                                       rowsPerBatch: 1_000_000, channelsPerBatch: 1_000_000)
            var together: [ScanRelation: Set<Bool>] = [:]
            var backends: Set<Int> = []
            for relation in relations {
                for batch in scan.batches.indices {
                    try scan.rows(relation, batch: batch) { row in
                        together[relation, default: []].insert(row.bool(notNull: 1))
                        backends.insert(Int(row.int64(notNull: 2)))
                    }
                }
            }
            #expect(together == [.messages: [true], .members: [true], .participants: [true]])
            #expect(backends.count == 3)
        }
    }

    @Test func aSpillFolderThatCannotBeWrittenIsAOneLineError() throws {
        #expect(throws: ReportError.self) { _ = try SpillFile(groups: 4, directory: "/nonexistent/unreadctl-spill-test") }
        do {
            _ = try SpillFile(groups: 4, directory: "/nonexistent/unreadctl-spill-test")
        } catch {
            let text = String(describing: error)
            #expect(text.contains("/nonexistent/unreadctl-spill-test") && text.contains("choose another TMPDIR") && !text.contains("\n"))
        }
    }

    /// A spill gives back exactly the tuples of the groups asked for, in the order written.
    @Test func aSpillGivesBackEachGroupsTuples() throws {
        let file = try SpillFile(groups: 3)
        var written: [[[UInt8]]] = [[], [], []]
        for index in 0..<5_000 {
            let group = index % 3
            // A tuple: one field (int4) holding the index; big ones now and then (past a buffer).
            let payload = index % 997 == 0 ? [UInt8](repeating: UInt8(index % 251), count: SpillFile.bufferBytes + 10) : []
            var tuple: [UInt8] = [0, UInt8(payload.isEmpty ? 1 : 2)]
            tuple += [0, 0, 0, 4] + withUnsafeBytes(of: Int32(index).bigEndian, Array.init)
            if !payload.isEmpty { tuple += withUnsafeBytes(of: Int32(payload.count).bigEndian, Array.init) + payload }
            try tuple.withUnsafeBufferPointer { try file.append($0, to: group) }
            written[group].append(tuple)
        }
        try file.finish()
        var buffer: [UInt8] = []
        var length = try file.read(1..<3, into: &buffer)
        #expect(Array(buffer[..<length]) == (written[1] + written[2]).flatMap { $0 })
        // The buffer is reused: a smaller read fills its front.
        length = try file.read(0..<1, into: &buffer)
        #expect(Array(buffer[..<length]) == written[0].flatMap { $0 })
        #expect(buffer.count >= (written[1] + written[2]).flatMap { $0 }.count)
        #expect(file.rows == [1_667, 1_667, 1_666])
    }

    /// Text keys go to their group by the groups' first keys when the server lists them in byte
    /// order, and by a lookup of each row's channel when it does not (an ICU collation): either
    /// way each listed channel's rows come back in its batch and nowhere else, and a row of a
    /// channel not listed is never taken for a listed one.
    @Test func textKeysFindTheirGroupInByteOrderAndUnderAnotherCollation() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        // 3,000 channels (more than 1,024 groups' worth) whose keys mix cases and lengths, so
        // that `C` and ICU order them differently; rows for every other one, and for keys not listed.
        try db.execute("""
            CREATE TABLE keyed_channels AS SELECT (CASE WHEN i % 3 = 0 THEN 'Ch' ELSE 'ch' END) || i AS id FROM generate_series(1, 3000) i;
            CREATE TABLE keyed_rows AS SELECT c.id AS channel_id, n FROM keyed_channels c, generate_series(1, 2) n
                WHERE substr(c.id, 3)::int % 2 = 0
                UNION ALL SELECT 'zz' || i, 0 FROM generate_series(1, 50) i UNION ALL SELECT 'Ch0' || i, 0 FROM generate_series(1, 50) i;
            """)
        for (collation, ordered) in [("C", true), ("und-x-icu", false)] {
            let list = "SELECT id FROM keyed_channels ORDER BY id COLLATE \"\(collation)\""
            let channels = try ScanChannels.read(db, list, keyed: true) { _, _ in true }
            #expect(channels.byteOrdered == ordered, "\(collation)")
            let scan = try ChannelScan(channels: channels, reads: [ChannelScan.Read(relation: .messages, sql: "SELECT channel_id, n FROM keyed_rows", sizesBatches: true)],
                                       main: db, rowsPerBatch: 300, channelsPerBatch: 1_000_000, secondConnection: false)
            #expect(scan.batches.count > 4)
            var batchOf: [String: Int] = [:]
            for (batch, positions) in scan.batches.enumerated() {
                for position in positions { channels.withKey(at: position) { batchOf[String(decoding: $0, as: UTF8.self)] = batch } }
            }
            var found: [String: Int] = [:]
            var misplaced: [String] = []
            for batch in scan.batches.indices {
                try scan.rows(.messages, batch: batch, sorted: true) { row in
                    let key = row.string(0) ?? ""
                    // Not listed: the batch's own lookup drops it.
                    if let home = batchOf[key] {
                        if home != batch { misplaced.append("\(key) in batch \(batch), listed in \(home)") }
                        found[key, default: 0] += 1
                    }
                }
            }
            #expect(misplaced.isEmpty, "\(collation): \(misplaced.prefix(3))")
            #expect(found.count == 1_500 && found.values.allSatisfy { $0 == 2 }, "\(collation)")
        }
    }

    /// A message record gives back what was put in it: any position and sender a run can have,
    /// times before 2000 and far after it, the root flag apart from the sender, and in the
    /// layout with ids (`MentionJoin`) any id.
    @Test(arguments: [false, true]) func aMessageRecordGivesBackItsFields(ids: Bool) {
        let cases: [(Int, Int32, Int64, Bool, Int64)] = [
            (0, 0, 0, false, 0), (1, 1, -1, true, 1), (157_939, 1_000_000, 849_398_400_000_000, true, 10_000_000),
            (Int(UInt32.max), Int32.max, Int64.min, false, Int64.max), (42, Int32.max, Int64.max, true, Int64.min),
        ]
        let layout = MessageRecords(roots: true, ids: ids)
        var bytes: [UInt8] = []
        for (position, sender, time, root, id) in cases {
            layout.withRecord(position: position, sender: sender, createdAt: time, root: root, id: id) { bytes += $0 }
        }
        #expect(bytes.count == cases.count * (ids ? 24 : 16))
        var back: [(Int, Int32, Int64, Bool, Int64)] = []
        bytes.withUnsafeBufferPointer { layout.forEach($0) { back.append(($0, $1, $2, $3, $4)) } }
        #expect(back.count == cases.count)
        for (got, want) in zip(back, cases) { #expect(got == (want.0, want.1, want.2, want.3, ids ? want.4 : 0)) }
    }

    /// A messages read spilled as records keeps each counted channel's rows in its batch, with its
    /// position, its sender numbered by the scan (the same sender, the same number) and its time;
    /// a row of a key that is no channel of the run, or of a channel whose messages are not
    /// counted, is dropped while the relation is read.
    @Test func messageRecordsKeepTheCountedChannelsRowsWithTheirSendersAndTimes() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            CREATE TABLE record_channels AS SELECT 'ch' || lpad(i::text, 5, '0') AS id FROM generate_series(1, 2500) i;
            CREATE TABLE record_rows AS
                SELECT c.id AS channel_id, 'user' || (n % 7) AS user_id, timestamptz '2026-01-01 00:00+00' + n * interval '1 minute' AS created_at, n % 3 = 0 AS root
                FROM record_channels c, generate_series(1, 3) n
                UNION ALL SELECT 'zz' || i, 'stranger', timestamptz '2026-01-01 00:00+00', true FROM generate_series(1, 40) i
                ORDER BY created_at, channel_id DESC;
            """)
        // Every tenth channel's messages are not counted (a type with read_events off).
        let channels = try ScanChannels.read(db, "SELECT id FROM record_channels ORDER BY id COLLATE \"C\"", keyed: true) { _, number in number % 10 != 0 }
        let read = ChannelScan.Read(relation: .messages, sql: "SELECT channel_id, user_id, created_at, root FROM record_rows",
                                    countedOnly: true, sizesBatches: true, records: MessageRecords(roots: true))
        let scan = try ChannelScan(channels: channels, reads: [read], main: db, rowsPerBatch: 500, channelsPerBatch: 1_000_000, secondConnection: false)
        #expect(scan.batches.count > 4)
        let senders = try #require(scan.takeSenders(.messages))
        #expect(scan.takeSenders(.messages) == nil)
        // user1…user3; the dropped rows' sender is not numbered.
        #expect(senders.count == 3)
        var interner = UserInterner()
        var numbers: [Int32] = []
        interner.map(senders, into: &numbers)
        var seen: [String: [(user: Int32, minute: Int64, root: Bool)]] = [:]
        var misplaced = 0
        for batch in scan.batches.indices {
            try scan.bytes(.messages, batch: batch) { bytes in
                read.records!.forEach(bytes) { position, sender, createdAt, root, _ in
                    if !scan.batches[batch].contains(position) { misplaced += 1 }
                    let key = channels.withKey(at: position) { String(decoding: $0, as: UTF8.self) }
                    seen[key, default: []].append((numbers[Int(sender)], (createdAt - 820_540_800_000_000) / 60_000_000, root))
                }
            }
        }
        #expect(misplaced == 0)
        #expect(seen.count == 2_250 && seen["ch00010"] == nil && seen.keys.allSatisfy { $0.hasPrefix("ch") })
        for (key, rows) in seen {
            #expect(rows.map(\.minute).sorted() == [1, 2, 3], "\(key)")
            for row in rows {
                #expect(row.user == interner.intern("user\(row.minute % 7)") && row.root == (row.minute % 3 == 0))
            }
        }
    }

    /// A channel whose type `channel_types` does not list has the default switches everywhere
    /// (docs/rules.md#channel-type-switches): the report counts it under its own type, not the first one listed.
    @Test func theReportCountsAnUnlistedTypeUnderItsOwnName() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute(LatencyHistory.sql)
        try db.execute("""
            ALTER TABLE channels DROP CONSTRAINT channels_type_fkey;
            INSERT INTO channels (id, cid, type) VALUES (4, 'broadcast:b', 'broadcast');
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at) VALUES
                (4, 'ann', '2025-12-01Z', '2026-01-01 10:00Z'), (4, 'bob', '2025-12-01Z', '2026-01-01 10:00Z');
            INSERT INTO messages (id, channel_id, user_id, created_at, type) VALUES (30, 4, 'ann', '2026-01-01 10:00Z', 'regular');
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES (4, 'bob', 'read', '2026-01-01 10:00Z', '2026-01-01 10:01Z');
            """)
        let output = try OutputDirectory(root: ReportFolder.temporary("latency"), runDate: Date())
        _ = try LatencyReportJob.run(reader: db, options: LatencyReportOptions(window: try LatencyWindow.parse(since: LatencyHistory.since, until: LatencyHistory.until, timeZone: nil)), output: output)
        let summary = try LatencyHistory.rows(output.file(LatencyReportJob.summaryFile))
        func row(_ metric: String, _ group: String) -> [String]? {
            summary.first { $0[0] == metric && $0[1] == "type" && $0[2] == group }.map { Array($0[3...6]) }
        }
        // Read events on (the default): read after 60 s. Delivery events off: no delivered row.
        #expect(row("read", "broadcast") == ["1", "1", "1", "60"])
        #expect(row("delivered", "broadcast") == nil)
        // The first listed type (livestream, read events off) gained nothing.
        #expect(row("read", "livestream") == nil)
    }
}
