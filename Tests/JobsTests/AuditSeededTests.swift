import Foundation
@testable import Jobs
import Seed
import Postgres
import ReadState
import Reports
import Testing
import TestSupport

/// The audit on generated data: clean data gives no finding at all (the false-positive test),
/// and planted anomalies give exactly the manifest's findings, code by code, key by key.
@Suite struct AuditSeededTests {
    static func audit(_ db: Connection) throws -> (AuditOutcome, [[String]]) {
        let root = ReportFolder.temporary("audit-seeded")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try OutputDirectory(root: root, runDate: Date())
        let outcome = try AuditJob.run(reader: db, options: AuditOptions(samples: 3), output: output)
        let csv = try String(contentsOf: output.file(AuditJob.csvFile), encoding: .utf8)
        let rows = csv.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }.map { line -> [String] in
            // Seeded ids need no quoting; the detail (last field) may hold commas.
            let fields = line.split(separator: ",", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
            return fields
        }
        return (outcome, rows)
    }

    @Test(arguments: [(SeedScale.small, UInt64(1)), (.messages(20_000), 99)])
    func cleanSeededDataHasNoFinding(scale: SeedScale, seed: UInt64) throws {
        let (db, _) = try TestCluster.connect()
        let summary = try Seeder.seed(SeedOptions(scale: scale, seed: seed), into: db)
        #expect(summary.rows.messages == scale.messageCount)
        // Pages enough for the audit to read the events and the messages in two ranges each
        // (`AuditBatchReader.partsPerTable`): the counts below then say each row was read once.
        for table in ["receipt_events", "messages"] {
            #expect(try PageRanges.pages(of: table, on: db) >= Int64(AuditBatchReader.partsPerTable), "\(table)")
        }
        let (outcome, rows) = try Self.audit(db)
        #expect(rows.isEmpty, "false positives: \(rows.prefix(10))")
        #expect(outcome.total == 0 && outcome.exitCode == 0)
        // It did look at everything.
        #expect(outcome.recordStats.messages == summary.rows.messages)
        #expect(outcome.recordStats.events == summary.rows.receiptEvents)
        #expect(outcome.recordStats.members == summary.rows.channelMembers)
    }

    /// The seed finds a check's planter from its code: every check whose unit says `planted` has
    /// one, and no other (docs/contributing.md#how-to-add-a-check).
    @Test func everyPlantedCheckHasAPlanterAndOnlyThose() {
        #expect(PlantedAnomalies.codes == AuditCode.allCases.filter { $0.check.planted })
        #expect(SeedManifest.allCodes == PlantedAnomalies.codes.map(\.text))
    }

    @Test func everyPlantedAnomalyIsFoundWithTheManifestsKeys() throws {
        let (db, _) = try TestCluster.connect()
        let summary = try Seeder.seed(SeedOptions(scale: .small, seed: 42, injectAnomalies: true), into: db)
        let manifest = summary.manifest
        let (outcome, rows) = try Self.audit(db)
        // The seed plants every code up to PlantedAnomalies.lastCode, and the audit knows each of them.
        let audited = SeedManifest.allCodes.filter { AuditCode(parsing: $0) != nil }
        #expect(audited == AuditCode.allCases.filter { $0 <= PlantedAnomalies.lastCode }.map(\.text))
        // The checks with no planter find nothing in the seeded data.
        for code in AuditCode.allCases where code > PlantedAnomalies.lastCode {
            #expect(outcome.count(code) == 0, "\(code)")
        }
        for code in audited {
            let planted = manifest.findings(code)
            #expect(planted.count > 0, "the seed plants \(code)")
            let found = rows.filter { $0[0] == code }.map {
                SeedManifest.FindingKey(channelCid: $0[2].isEmpty ? nil : $0[2], userId: $0[3], messageId: Int64($0[4]))
            }
            #expect(found.count == planted.count, "\(code): found \(found.count), planted \(planted.count)")
            #expect(Set(found) == Set(planted.keys),
                    "\(code): missing \(Set(planted.keys).subtracting(found)), unexpected \(Set(found).subtracting(planted.keys))")
            let parsed = try #require(AuditCode(parsing: code))
            #expect(outcome.count(parsed) == planted.count)
        }
        #expect(outcome.exitCode == 1, "errors were planted")
    }
}
