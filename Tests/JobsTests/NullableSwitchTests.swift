import Foundation
@testable import Jobs
import Postgres
import Reports
import Seed
import Testing
import TestSupport

/// docs/rules.md#channel-type-switches: a NULL `read_events` (a schema that lost its NOT NULL) means
/// on, a NULL `delivery_events` off, the columns' defaults — in recompute, audit and report alike.
@Suite struct NullableSwitchTests {
    /// Runs the three steps and returns the files each writes (the dates inside are the run's own).
    static func answers(_ db: Connection, _ target: ConnectionString) throws -> [String: String] {
        let root = ReportFolder.temporary("nullable")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try OutputDirectory(root: root, runDate: Date())
        let window = try LatencyWindow.covering(reader: db, days: 30)
        let reader = try Connection(target)
        defer { reader.close() }
        _ = try RecomputeJob.perform(RecomputeOptions(showProgress: false), primary: db, reader: reader, output: output)
        _ = try AuditJob.run(reader: db, options: AuditOptions(), output: output)
        _ = try LatencyReportJob.run(reader: db, options: LatencyReportOptions(window: window, perMessage: true), output: output)
        var files: [String: String] = [:]
        for name in [RecomputeJob.memberDriftFile, RecomputeJob.userDriftFile, AuditJob.csvFile,
                     LatencyReportJob.summaryFile, LatencyReportJob.messagesFile] {
            // RS002's limit is the audit's own clock: the one value that differs between runs.
            files[name] = try String(contentsOfFile: output.file(name).path, encoding: .utf8)
                .replacing(/; limit=[^;\r\n"]*/, with: "")
        }
        return files
    }

    @Test func aNullReadEventsIsOnInRecomputeAuditAndReport() throws {
        let (db, target) = try TestCluster.connect()
        _ = try Seeder.seed(SeedOptions(scale: .tiny, seed: 5, days: 5, injectAnomalies: true), into: db)
        let explicit = try Self.answers(db, target)
        try db.execute("""
            ALTER TABLE channel_types ALTER COLUMN read_events DROP NOT NULL, ALTER COLUMN delivery_events DROP NOT NULL;
            UPDATE channel_types SET read_events = NULL WHERE read_events;
            UPDATE channel_types SET delivery_events = NULL WHERE NOT delivery_events
            """)
        #expect(try db.scalarInt("SELECT count(*) FROM channel_types WHERE read_events IS NULL") ?? 0 > 0)
        let nulls = try Self.answers(db, target)
        for (name, text) in explicit {
            #expect(nulls[name] == text, "\(name) differs when read_events is NULL")
        }
        // The report did count reads in those types (the answer is not empty on both sides).
        #expect(explicit[LatencyReportJob.summaryFile]?.contains("read,type,messaging,") == true)
    }
}
