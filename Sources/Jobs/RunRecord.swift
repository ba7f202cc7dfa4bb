import Foundation
import Postgres

/// One row of `unreadctl_runs`: written when a run starts, completed when it ends, in
/// autocommit statements of their own so a rolled-back batch does not erase the record.
public final class RunRecord {
    public let id: Int
    let connection: Connection

    public enum Status: String, Sendable {
        case succeeded, failed, interrupted
        /// Finished, but with audit findings at or above `--fail-on`.
        case findings
    }

    public static func start(on connection: Connection, command: String, options: some Encodable) throws -> RunRecord {
        try JobError.during("recording the run") {
            let id = try connection.scalarInt(
                "INSERT INTO unreadctl_runs (command, options) VALUES ($1, $2::jsonb) RETURNING id",
                [command, try JSONText.encode(options)])
            return RunRecord(id: id ?? 0, connection: connection)
        }
    }

    init(id: Int, connection: Connection) {
        self.id = id
        self.connection = connection
    }

    public func finish(_ status: Status, stats: some Encodable) throws {
        try JobError.during("recording the run") {
            try connection.query(
                "UPDATE unreadctl_runs SET finished_at = clock_timestamp(), status = $2, stats = $3::jsonb WHERE id = $1",
                [id, status.rawValue, try JSONText.encode(stats)])
        }
    }
}

/// Compact, key-sorted JSON text for jsonb columns and files.
public enum JSONText {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
