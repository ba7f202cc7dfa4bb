import Foundation
@testable import Jobs
import Postgres
import ReadState
import Reports
import Runtime
import TestSupport

/// A hand-built database for audit tests: a consistent history unless a test breaks it.
/// Times are hours after 2026-01-01T00:00:00Z (always in the past for the audit's clock).
final class AuditFixture {
    let db: Connection
    let target: ConnectionString
    static let base: Int64 = 1_767_225_600 // 2026-01-01T00:00:00Z

    init() throws {
        (db, target) = try TestCluster.connect()
        try db.execute("""
            INSERT INTO channel_types (name, read_events, delivery_events)
            VALUES ('messaging', true, true), ('team', true, false), ('livestream', false, false);
            """)
    }

    static func time(_ hours: Double) -> PostgresTimestamp {
        PostgresTimestamp(unixSeconds: base + Int64(hours * 3600))
    }

    func users(_ ids: String...) throws {
        for id in ids { try db.query("INSERT INTO users (id) VALUES ($1) ON CONFLICT DO NOTHING", [id]) }
    }

    @discardableResult
    func channel(_ cid: String, type: String) throws -> Int64 {
        Int64(try db.scalarInt("INSERT INTO channels (cid, type) VALUES ($1, $2) RETURNING id", [cid, type]) ?? 0)
    }

    func member(_ channel: Int64, _ user: String, joined: Double = 0, read: Double? = nil, readID: Int64? = nil,
                delivered: Double? = nil, deliveredID: Int64? = nil, unread: Int = 0, left: Double? = nil, muted: Bool = false) throws {
        try users(user)
        try db.query("""
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_read_message_id,
                last_delivered_at, last_delivered_message_id, unread_count, left_at, muted)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
            """, [channel, user, Self.time(joined), read.map(Self.time), readID, delivered.map(Self.time), deliveredID,
                  unread, left.map(Self.time), muted])
    }

    @discardableResult
    func message(_ channel: Int64, from sender: String, at hours: Double, type: String = "regular",
                 silent: Bool = false, deleted: Bool = false) throws -> Int64 {
        Int64(try db.scalarInt("""
            INSERT INTO messages (channel_id, user_id, created_at, type, silent, deleted_at)
            VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN $3::timestamptz END) RETURNING id
            """, [channel, sender, Self.time(hours), type, silent, deleted]) ?? 0)
    }

    func event(_ channel: Int64, _ user: String, _ kind: String, upTo: Double, at: Double, message: Int64? = nil) throws {
        try db.query("""
            INSERT INTO receipt_events (channel_id, user_id, kind, message_id, up_to, at) VALUES ($1, $2, $3, $4, $5, $6)
            """, [channel, user, kind, message, Self.time(upTo), Self.time(at)])
    }

    /// A member who read (and, where delivery is tracked, received) up to `hours`, as logged.
    func reader(_ channel: Int64, _ user: String, upTo hours: Double, delivery: Bool = false, unread: Int = 0) throws {
        try member(channel, user, read: hours, delivered: delivery ? hours : nil, unread: unread)
        try event(channel, user, "read", upTo: hours, at: hours)
        if delivery { try event(channel, user, "delivered", upTo: hours, at: hours) }
    }

    /// Runs the audit into a fresh output folder; the findings as read back from audit.csv.
    func audit(_ options: AuditOptions = AuditOptions()) throws -> (AuditOutcome, [[String]], URL) {
        let root = ReportFolder.temporary("audit")
        let output = try OutputDirectory(root: root, runDate: Date())
        let outcome = try AuditJob.run(reader: db, options: options, output: output)
        let csv = try String(contentsOf: output.file(AuditJob.csvFile), encoding: .utf8)
        let rows = csv.split(separator: "\r\n").dropFirst().map { Self.fields(String($0)) }
        return (outcome, rows, output.url)
    }

    /// Runs only the scan (no files), with `channelsPerBatch`, inside one snapshot.
    func scan(checks: AuditCheckSet = .all, channelsPerBatch: Int = AuditScan.defaultChannelsPerBatch,
              parallel: Bool = true) throws -> [AuditFinding] {
        var all: [AuditFinding] = []
        try db.transaction(.snapshotReadOnly()) {
            let clock = try db.query("SELECT now()").timestamp(0, 0)!
            let scan = AuditScan(connection: db, checks: checks,
                                 futureLimit: AuditOptions().futureLimit(clock: clock.microseconds), channelsPerBatch: channelsPerBatch,
                                 parallel: parallel)
            try scan.run { all += $0 }
            let readsEvents = [AuditCode.rs002, .rs008, .rs009, .rs010, .rs011].contains(where: checks.contains)
            if scan.stats.parallelEvents != (parallel && readsEvents) {
                throw JobError.invalidInput("the events were read \(parallel ? "in sequence" : "in parallel")")
            }
        }
        return all
    }

    /// A CSV record's fields (RFC 4180 quoting).
    static func fields(_ line: String) -> [String] {
        var fields: [String] = [], current = "", quoted = false
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if quoted {
                if character == "\"" {
                    if index + 1 < characters.count, characters[index + 1] == "\"" {
                        current.append("\"")
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        fields.append(current)
        return fields
    }
}

extension Array where Element == [String] {
    /// `code cid user message` of each CSV row, for compact assertions.
    var keys: [String] { map { "\($0[0]) \($0[2]) \($0[3]) \($0[4])".trimmingCharacters(in: .whitespaces) } }
}
