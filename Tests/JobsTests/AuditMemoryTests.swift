import Foundation
@testable import Jobs
import Postgres
import ReadState
import Testing
import TestSupport

/// docs/benchmark.md#benchmark: what the audit keeps grows with a batch, not with the database.
@Suite struct AuditMemoryTests {
    /// The side reader interns its batch's users on its own connection's thread. It used to
    /// keep them all, run after run: every user of the database a second time (at bench scale
    /// tens of megabytes). Emptied per batch, it holds one batch's users.
    @Test func theSideReaderHoldsOnlyItsBatchsUsers() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('messaging');
            INSERT INTO users (id) SELECT 'user-' || g FROM generate_series(1, 150) g;
            INSERT INTO channels (id, cid, type) SELECT c, 'messaging:' || c, 'messaging' FROM generate_series(1, 3) c;
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
            SELECT (g - 1) / 50 + 1, 'user-' || g, 'read', '2026-01-01Z', '2026-01-01Z' FROM generate_series(1, 150) g;
            """)
        try db.transaction(.snapshotReadOnly()) {
            let reader = try #require(AuditSideReader.open(sharingSnapshotOf: db, tables: .all))
            defer { reader.close() }
            var users = UserInterner()
            var batch = AuditBatch()
            for channel in Int64(1)...3 {
                batch.reset(after: channel - 1)
                reader.enqueue(from: channel, to: channel)
                #expect(try reader.nextRowCount() == 50)
                try reader.take(into: &batch)
                // The interner the reader handed over holds this batch's users, and only them.
                #expect(batch.sideUsers.count == 50, "batch \(channel)")
                batch.resolveUsers(into: &users)
                #expect(batch.events.count == 50)
                // The audit's ids are right after the reader starts afresh.
                #expect(Set(batch.events.map { batch.users.text($0.user) }) == Set((1...50).map { "user-\(Int(channel - 1) * 50 + $0)" }))
                #expect(Set(batch.events.map { users.text(batch.global[Int($0.user)]) }) == Set(batch.events.map { batch.users.text($0.user) }))
            }
            #expect(users.count == 150)
        }
    }
}
