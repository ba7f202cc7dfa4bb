import Foundation
import Postgres

/// `unreadctl nightly` on a mapping with a change feed (docs/change-feeds.md#a-mappings-feed),
/// and what its run record says.
public enum MappingNightly {
    /// A nightly on `schema` with its own `--out`, and the reports it wrote. The test data's
    /// channels are few, so the feeds name more than `--full-above`'s default share of them: 100 %.
    public static func run(_ schema: String, _ target: ConnectionString, _ arguments: [String] = []) throws -> (UnreadctlBinary.Run, [String: String]) {
        try CommandReports.run(["nightly", "--schema", schema, "--full-above", "100"] + arguments, target)
    }

    /// The newest nightly's scope, why it was full, and the watermarks it recorded.
    public static func last(_ db: Connection, schema: String) throws -> (scope: String, reason: String?, watermarks: [String: Int]) {
        let row = try db.query("""
            SELECT stats->>'scope', stats->>'full_reason', coalesce((stats #> '{feed,watermarks}')::text, '{}') \
            FROM \(schema).unreadctl_runs WHERE command = 'nightly' ORDER BY id DESC LIMIT 1
            """)
        let marks = try JSONDecoder().decode([String: Int].self, from: Data((try row.string(0, 2) ?? "{}").utf8))
        return (try row.string(0, 0) ?? "", try row.string(0, 1), marks)
    }
}
