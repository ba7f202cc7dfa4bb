import Dispatch
import Foundation
import Testing
import TestSupport
@testable import Postgres

/// The libpq wrapper against a real throwaway PostgreSQL.
@Suite struct ConnectionTests {
    @Test func parametersAndTypedDecoding() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        let result = try db.query(
            "SELECT $1::text, $2::int4, $3::int8, $4::bool, $5::timestamptz, NULL::text, $6::text, 'infinity'::timestamptz",
            ["it's \"quoted\" ✓", Int32(-7), Int64.max, true, PostgresTimestamp(unixSeconds: 1_700_000_000, microsecond: 123_456), nil])
        #expect(try result.string(0, 0) == "it's \"quoted\" ✓")
        #expect(try result.int(0, 1) == -7)
        #expect(try result.int(0, 2) == Int(Int64.max))
        #expect(try result.bool(0, 3) == true)
        #expect(try result.timestamp(0, 4)?.description == "2023-11-14T22:13:20.123456Z")
        #expect(result.isNull(0, 5))
        #expect(try result.string(0, 5) == nil)
        #expect(try result.string(0, 6) == nil)
        #expect(try result.timestamp(0, 7) == .infinity)
        #expect(throws: PostgresError.self) { try result.bool(0, 1) }
    }

    /// A value of another type than the one asked for is a decoding error naming the row and
    /// the column (exit 65), not a misuse of the API.
    @Test func aValueOfAnotherTypeIsADecodingErrorNamingTheRowAndColumn() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        let result = try db.query("SELECT * FROM (VALUES (1, '2026-01-01'::text), (2, '2026-01-02'::date::text)) AS v(id, created_at)")
        do {
            _ = try result.timestamp(1, 1)
            Issue.record("a text decoded as a timestamp")
        } catch let error as PostgresError {
            #expect(error.kind == .decoding)
            #expect(error.message == "row 2, column created_at: a 10-byte value of type OID 25 where the reader needs timestamptz")
        }
        let date = try db.query("SELECT '2026-01-01'::date AS d")
        #expect(throws: PostgresError(kind: .decoding, message: "row 1, column d: a 4-byte value of type OID 1082 where the reader needs an integer")) {
            try date.int(0, 0)
        }
    }

    @Test func serverErrorsCarrySQLState() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        do {
            try db.query("SELECT * FROM no_such_table")
            Issue.record("expected an error")
        } catch let error as PostgresError {
            #expect(error.sqlState == PostgresError.Code.undefinedTable)
            #expect(error.kind == .server)
            #expect(error.message.contains("no_such_table"))
        }
        // The connection is still usable after an error.
        #expect(try db.scalarInt("SELECT 1") == 1)
    }

    @Test func oneMillionRowCopyRoundTrip() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        try db.execute("CREATE TABLE t (id bigint, name text, at timestamptz, flag bool)")
        let rows = 1_000_000
        let start = Date()
        let loaded = try db.copyIn(table: "t", columns: ["id", "name", "at", "flag"]) { encoder, flush in
            for i in 0..<rows {
                encoder.beginRow(fieldCount: 4)
                encoder.append(int64: Int64(i))
                if i % 10 == 0 { encoder.appendNull() } else { encoder.append(text: "user-\(i)") }
                encoder.append(timestampMicros: Int64(i) * 1_000_000)
                encoder.append(bool: i % 2 == 0)
                if encoder.bytes.count > 1 << 20 { try flush(&encoder) }
            }
        }
        let loadedAt = Date()
        var count = 0, idSum: Int64 = 0, nulls = 0, flags = 0, lastAt: Int64 = -1, ordered = true
        try db.copyOut("SELECT id, name, at, flag FROM t ORDER BY id") { row in
            count += 1
            idSum &+= row.int64(0)!
            if row.isNull(1) { nulls += 1 } else if count == 2 { #expect(row.string(1) == "user-1") }
            let at = row.timestampMicros(2)!
            if at <= lastAt { ordered = false }
            lastAt = at
            if row.bool(3)! { flags += 1 }
        }
        let readAt = Date()
        print("1M-row COPY round trip: in \(String(format: "%.2f", loadedAt.timeIntervalSince(start))) s, out \(String(format: "%.2f", readAt.timeIntervalSince(loadedAt))) s")
        #expect(loaded == rows)
        #expect(count == rows)
        #expect(idSum == Int64(rows) * Int64(rows - 1) / 2)
        #expect(nulls == rows / 10)
        #expect(flags == rows / 2)
        #expect(ordered)
    }

    @Test func aFailedCopyInLeavesNothing() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        try db.execute("CREATE TABLE t (id bigint)")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try db.copyIn(table: "t", columns: ["id"]) { encoder, flush in
                for i in 0..<1000 { encoder.beginRow(fieldCount: 1); encoder.append(int64: Int64(i)) }
                try flush(&encoder)
                throw Stop()
            }
        }
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
    }

    @Test func aThrowingCopyOutCallbackStopsTheStreamAndKeepsTheConnection() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        struct Enough: Error {}
        var seen = 0
        #expect(throws: Enough.self) {
            try db.copyOut("SELECT g FROM generate_series(1, 5000000) g") { _ in
                seen += 1
                if seen == 10 { throw Enough() }
            }
        }
        #expect(seen == 10)
        #expect(try db.scalarInt("SELECT 41 + 1") == 42)
    }

    @Test func copyOutTakesValuesThroughSettings() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        var values: [Int64] = []
        try db.transaction(.snapshotReadOnly()) {
            try db.copyOut("SELECT g FROM generate_series(1, 10) g WHERE g > current_setting('unreadctl.above')::int",
                           settings: [("unreadctl.above", "7")]) { values.append($0.int64(0)!) }
        }
        #expect(values == [8, 9, 10])
    }

    @Test func cancellingPgSleep() throws {
        let (db, target) = try TestCluster.connect(schema: false)
        let canceller = try #require(db.makeCanceller())
        let pid = try #require(try db.scalarInt("SELECT pg_backend_pid()"))
        let watcher = try Connection(target)
        // The event: the server runs the sleep; then it is cancelled (a watcher that never sees
        // it cancels after 30 s, and the sleep of 60 s still tells a cancellation from an end).
        DispatchQueue.global().async {
            _ = Eventually.holds(every: 0.01) {
                (try? watcher.scalarString("SELECT state FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'", [pid])) == "active"
            }
            canceller.cancel()
        }
        do {
            try db.query("SELECT pg_sleep(60)")
            Issue.record("pg_sleep was not cancelled")
        } catch let error as PostgresError {
            #expect(error.isCancellation)
        }
        #expect(try db.scalarInt("SELECT 1") == 1)
    }

    @Test func advisoryLockContention() throws {
        let (first, target) = try TestCluster.connect(schema: false)
        let second = try Connection(target)
        #expect(try first.tryAdvisoryLock(12345))
        #expect(try !second.tryAdvisoryLock(12345))
        #expect(try first.advisoryUnlock(12345))
        #expect(try second.tryAdvisoryLock(12345))
        first.close()
        second.close() // closing releases a session lock
        let third = try Connection(target)
        #expect(try third.tryAdvisoryLock(12345))
    }

    @Test func snapshotTransactionSeesOneConsistentState() throws {
        let (reader, target) = try TestCluster.connect(schema: false)
        let writer = try Connection(target)
        try writer.execute("CREATE TABLE t (id int); INSERT INTO t VALUES (1)")
        let (before, after): (Int?, Int?) = try reader.transaction(.snapshotReadOnly()) {
            let before = try reader.scalarInt("SELECT count(*) FROM t")
            try writer.execute("INSERT INTO t VALUES (2)")
            return (before, try reader.scalarInt("SELECT count(*) FROM t"))
        }
        #expect(before == 1 && after == 1)
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 2)
        // Read-only really is read-only.
        #expect(throws: PostgresError.self) {
            try reader.transaction(.snapshotReadOnly()) { try reader.execute("INSERT INTO t VALUES (3)") }
        }
        // A second connection imports the exported snapshot and sees the same rows.
        let other = try Connection(target)
        try reader.transaction(.snapshotReadOnly()) {
            let snapshot = try reader.exportSnapshot()
            try writer.execute("INSERT INTO t VALUES (4)")
            let seen = try other.transaction(.snapshotReadOnly(snapshot: snapshot)) { try other.scalarInt("SELECT count(*) FROM t") }
            #expect(seen == 2)
        }
    }

    @Test func aFailedConnectLeavesNoOpenFileDescriptor() throws {
        let cluster = try TestCluster.cluster()
        func openDescriptors() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1 }
        let badTargets = [
            ConnectionString("host=\(cluster.socketDirectory) port=\(cluster.port) user=no_such_role dbname=postgres"),
            ConnectionString("host=/nonexistent-dir port=5432 dbname=x"),
            ConnectionString("postgresql://u:pw@127.0.0.1:1/x?connect_timeout=2"),
        ]
        for target in badTargets { _ = try? Connection(target) } // warm up lazily opened files
        let before = openDescriptors()
        for _ in 0..<20 {
            for target in badTargets {
                #expect(throws: PostgresError.self) { try Connection(target) }
            }
        }
        // 60 failed connects: a leak would leave 60 descriptors open. Other suites of this
        // process open and close connections meanwhile, so a few either way are theirs.
        #expect(abs(openDescriptors() - before) < 10)
    }

    @Test func failedConnectErrorsAreConnectionFailuresWithoutThePassword() throws {
        do {
            _ = try Connection(ConnectionString("postgresql://bob:topsecret@127.0.0.1:1/x?connect_timeout=2"))
            Issue.record("connected to port 1?")
        } catch let error as PostgresError {
            #expect(error.isConnectionFailure)
            #expect(!error.description.contains("topsecret"))
        }
    }
}
