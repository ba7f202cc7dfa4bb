import Foundation
import Jobs
import Runtime
import Seed
import Postgres
import Testing
import TestSupport

/// Seeded data with planted drift: the drift files list exactly the manifest's drifted keys,
/// with its values; after `--apply` every counter is the independent SQL's truth.
@Suite struct RecomputeSeededTests {
    /// The data rows of a CSV file this recompute wrote (plain fields: seeded ids need no quoting).
    static func rows(_ path: String) throws -> [[String]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }.map { $0.components(separatedBy: ",") }
    }

    @Test func theDriftFilesListExactlyTheManifestsDriftAndApplyRepairsIt() throws {
        let (db, target) = try TestCluster.connect()
        let summary = try Seeder.seed(SeedOptions(scale: .messages(20_000), seed: 42, injectAnomalies: true), into: db)
        let manifest = summary.manifest
        #expect(!manifest.memberDrift.isEmpty && !manifest.userDrift.isEmpty)
        let out = ReportFolder.temporary("unreadctl-seeded")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let database = Database(primary: target)

        let dryRun = try RecomputeJob.run(RecomputeOptions(out: out, showProgress: false), database: database)
        let members = try Self.rows(dryRun.directory + "/" + RecomputeJob.memberDriftFile)
        let expectedMembers = manifest.memberDrift.map { [$0.channelCid, $0.userId, String($0.stored), String($0.trueValue), String($0.trueValue - $0.stored)] }
        #expect(Set(members) == Set(expectedMembers))
        #expect(members.count == expectedMembers.count)
        let users = try Self.rows(dryRun.directory + "/" + RecomputeJob.userDriftFile)
        // Every user with a drifted total, unread channels, unread threads or unread mentions.
        let expectedUsers = manifest.userDrift.map {
            [$0.userId, String($0.storedTotal), String($0.trueTotal), String($0.storedChannels), String($0.trueChannels),
             String($0.storedThreads), String($0.trueThreads), String($0.storedMentions), String($0.trueMentions)]
        }
        #expect(Set(users) == Set(expectedUsers))
        #expect(users.count == expectedUsers.count)
        #expect(dryRun.report.members.checked == (try db.scalarInt("SELECT count(*) FROM channel_members WHERE left_at IS NULL")))
        // Thread participants and mentions: exactly the manifest's drift, with its values.
        let threads = try Self.rows(dryRun.directory + "/" + RecomputeJob.threadDriftFile)
        let expectedThreads = manifest.threadDrift.map {
            [$0.channelCid, String($0.parentId), $0.userId, String($0.stored), String($0.trueValue), String($0.trueValue - $0.stored)]
        }
        #expect(!expectedThreads.isEmpty)
        #expect(Set(threads) == Set(expectedThreads))
        #expect(threads.count == expectedThreads.count)
        let mentions = try Self.rows(dryRun.directory + "/" + RecomputeJob.mentionDriftFile)
        let expectedMentions = manifest.mentionDrift.map {
            [$0.channelCid, $0.userId, String($0.stored), String($0.trueValue), String($0.trueValue - $0.stored)]
        }
        #expect(!expectedMentions.isEmpty)
        #expect(Set(mentions) == Set(expectedMentions))
        #expect(mentions.count == expectedMentions.count)
        // The independent SQL agrees on which counters drifted.
        #expect(try UnreadTruth.driftedMembers(db) == Set(manifest.memberDrift.map { "\($0.channelCid)/\($0.userId)" }))

        let applied = try RecomputeJob.run(RecomputeOptions(apply: true, batchSize: 3, out: out, showProgress: false), database: database)
        #expect(applied.applied?[.members].corrected == expectedMembers.count)
        #expect(applied.applied?[.users].corrected == expectedUsers.count)
        #expect(applied.applied?[.threads].corrected == expectedThreads.count)
        #expect(applied.applied?[.mentions].corrected == expectedMentions.count)
        #expect(try UnreadTruth.driftedMembers(db).isEmpty)
        #expect(try UnreadTruth.driftedUsers(db).isEmpty)
        let again = try RecomputeJob.run(RecomputeOptions(apply: true, out: out, showProgress: false), database: database)
        #expect(again.report.members.drifted == 0 && again.report.usersDrifted == 0)
        #expect(again.applied?[.members].corrected == 0 && again.applied?[.users].corrected == 0)
        #expect(again.report.threads.drifted == 0 && again.report.mentions.drifted == 0)
        #expect(again.applied?[.threads].corrected == 0 && again.applied?[.mentions].corrected == 0)
    }
}
