import Foundation
import Postgres

/// A database a real Synapse wrote (Tests/Fixtures/synapse/synapse.sql, a plain pg_dump of
/// Synapse 1.163.2 driven through its client API by drive.py), for the adapter's tests
/// (adapters/synapse/README.md).
public enum SynapseFixture {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/synapse")
    /// The schema `adapter install synapse` creates.
    public static let schema = "unreadctl_synapse"

    /// A database holding the dump, and no unreadctl schema.
    public static func database(_ dump: String = "synapse.sql") throws -> (Connection, ConnectionString) {
        let (db, target) = try TestCluster.connect(schema: false)
        try db.execute(try String(contentsOf: folder.appendingPathComponent(dump), encoding: .utf8))
        try db.execute("SET search_path TO DEFAULT") // the dump empties it for its session
        return (db, target)
    }
}
