import Foundation

/// A hand-built event log on the reference schema whose every latency is worked out in
/// LatencyReportJobTests (times on 2026-01-01, UTC), for the latency tests.
public enum LatencyHistory {
    /// Channel 1 `messaging` (read + delivery events): Ann and Bob current, Cid left.
    /// Channel 2 `team` (read events only): Ann, Bob, Dan. Channel 3 `livestream` (neither).
    public static let sql = """
        INSERT INTO channel_types (name, read_events, delivery_events) VALUES
            ('messaging', true, true), ('team', true, false), ('livestream', false, false);
        INSERT INTO users (id) VALUES ('ann'), ('bob'), ('cid'), ('dan');
        INSERT INTO channels (id, cid, type) VALUES
            (1, 'messaging:ab', 'messaging'), (2, 'team:x', 'team'), (3, 'livestream:l', 'livestream');
        INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_delivered_at, left_at) VALUES
            (1, 'ann', '2025-12-01Z', '2026-01-01 11:00Z', '2026-01-01 11:00Z', NULL),
            (1, 'bob', '2025-12-01Z', '2026-01-01 10:00:30Z', '2026-01-01 12:00Z', NULL),
            (1, 'cid', '2025-12-01Z', '2026-01-01 13:00Z', NULL, '2026-01-01 14:00Z'),
            (2, 'ann', '2025-12-01Z', '2026-01-01 15:00Z', NULL, NULL),
            (2, 'bob', '2025-12-01Z', '2026-01-01 15:00Z', NULL, NULL),
            (2, 'dan', '2025-12-01Z', NULL, NULL, NULL),
            (3, 'ann', '2025-12-01Z', NULL, NULL, NULL),
            (3, 'bob', '2025-12-01Z', '2026-01-01 12:00Z', NULL, NULL);
        INSERT INTO messages (id, channel_id, user_id, created_at, type, parent_id, show_in_channel) VALUES
            (5, 1, 'ann', '2026-01-01 00:00Z', 'regular', NULL, false),   -- exactly --since: in
            (1, 1, 'ann', '2026-01-01 10:00Z', 'regular', NULL, false),
            (2, 1, 'bob', '2026-01-01 10:00:30Z', 'regular', NULL, false),
            (3, 1, 'ann', '2026-01-01 12:00Z', 'system', NULL, false),
            (4, 1, 'ann', '2026-01-02 00:00Z', 'regular', NULL, false),   -- exactly --until: out
            (6, 1, 'ann', '2026-01-01 10:10Z', 'ephemeral', NULL, false), -- never counts
            (7, 1, 'ann', '2026-01-01 10:20Z', 'regular', 1, false),      -- hidden thread reply
            (8, 1, 'ann', '2025-12-31 23:59:59.999999Z', 'regular', NULL, false), -- before --since
            (10, 2, 'ann', '2026-01-01 15:00Z', 'regular', NULL, false),
            (11, 2, 'dan', '2026-01-01 15:00Z', 'regular', NULL, false),  -- same instant as 10
            (20, 3, 'ann', '2026-01-01 12:00Z', 'regular', NULL, false);
        INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES
            (1, 'ann', 'read', '2026-01-01 10:00Z', '2026-01-01 10:00Z'),          -- Ann's own, on sending
            (1, 'bob', 'delivered', '2026-01-01 10:00Z', '2026-01-01 10:00:02Z'),
            (1, 'bob', 'read', '2026-01-01 10:00:30Z', '2026-01-01 10:05Z'),
            (1, 'ann', 'read', '2026-01-01 11:00Z', '2026-01-01 11:00Z'),
            (1, 'bob', 'delivered', '2026-01-01 12:00Z', '2026-01-01 12:01Z'),
            (1, 'cid', 'read', '2026-01-01 13:00Z', '2026-01-01 09:00Z'),          -- at before messages 1–3
            (2, 'bob', 'read', '2026-01-01 15:00Z', '2026-01-01 15:10Z'),
            (2, 'bob', 'read', '2026-01-01 14:00Z', '2026-01-01 15:20Z'),          -- mark unread
            (2, 'bob', 'read', '2026-01-01 15:00Z', '2026-01-01 16:00Z'),
            (2, 'ann', 'read', '2026-01-01 15:00Z', '2026-01-01 15:00Z'),
            (3, 'bob', 'read', '2026-01-01 12:00Z', '2026-01-01 12:01Z');          -- read events off
        """

    /// The report window the numbers are worked out for.
    public static let since = "2026-01-01", until = "2026-01-02"

    /// CSV rows as field arrays (no field in this history needs quoting).
    public static func rows(_ url: URL) throws -> [[String]] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
            .map { $0.components(separatedBy: ",") }
    }
}
