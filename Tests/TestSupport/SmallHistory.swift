import Postgres

/// A small history on the reference schema, for the command tests: alice has 2 unread in
/// `messaging:ab` but her counter says 5; bob's total is off; `=cmd` (a name a spreadsheet would
/// run) is a member of a livestream, a type without read events, with a counter of 4.
public enum SmallHistory {
    public static func database() throws -> ConnectionString {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name, read_events) VALUES ('messaging', true), ('livestream', false);
            INSERT INTO users (id, total_unread_count, unread_channels) VALUES ('alice', 5, 1), ('bob', 3, 1), ('=cmd', 0, 0);
            INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:ab', 'messaging'), (2, 'livestream:show', 'livestream');
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, unread_count) VALUES
              (1, 'alice', '2026-01-01', '2026-01-02', 5),
              (1, 'bob', '2026-01-01', '2026-01-03', 0),
              (2, '=cmd', '2026-01-01', NULL, 4);
            INSERT INTO messages (channel_id, user_id, created_at) VALUES
              (1, 'bob', '2026-01-02 10:00'), (1, 'bob', '2026-01-02 11:00'), (1, 'alice', '2026-01-02 12:00'),
              (2, 'alice', '2026-01-02 12:00');
            """)
        return target
    }
}
