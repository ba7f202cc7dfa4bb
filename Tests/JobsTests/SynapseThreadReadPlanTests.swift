import Adapters
import Foundation
@testable import Jobs
import Postgres
import Testing
import TestSupport

/// adapters/synapse/install.sql, HOW THE VIEWS ARE BUILT: a whole read of `thread_participants`
/// (the recompute's statement, with the settings a whole read runs under) groups only the push
/// actions of threads. Its filter has to cross `stored_counts`' outer join to `push_counts`,
/// which PostgreSQL does only for an equality of a column with a constant: a boolean
/// `main_timeline = false` became `NOT main_timeline` and stayed above the join, and every push
/// action of the main timeline was grouped and then thrown away (on 6,000 rooms, 243,427 of
/// 285,473 rows; the statement 2.07 s before, 1.60 s after).
@Suite struct SynapseThreadReadPlanTests {
    @Test func theThreadsReadGroupsOnlyTheThreadsPushActions() throws {
        let (db, _) = try SynapseFixture.database()
        defer { db.close() }
        _ = try AdapterInstaller.install(try #require(Adapters.named("synapse")), schema: SynapseFixture.schema, on: db)
        // The dump holds both kinds: otherwise the plan below would prove nothing.
        let kinds = try db.query("SELECT count(*) FILTER (WHERE thread_id = 'main'), count(*) FILTER (WHERE thread_id <> 'main') FROM public.event_push_actions")
        #expect(try (kinds.int(0, 0) ?? 0) > 0 && (kinds.int(0, 1) ?? 0) > 0)

        let plan = try db.transaction {
            try db.execute("SET LOCAL search_path = \(SynapseFixture.schema), public")
            for (name, value) in ChannelScan.wholeReadSettings { try db.execute("SET LOCAL \(name) = '\(value)'") }
            let sql = RecomputeQueries.participants(.everything)
            return try db.query("EXPLAIN (FORMAT JSON, COSTS OFF) " + sql).string(0, 0) ?? ""
        }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(plan.utf8)) as? [[String: Any]])
        let scans = Self.scans(of: "event_push_actions", in: try #require(root.first?["Plan"] as? [String: Any]))
        // Besides counting_mode's probes (one row each, in init plans), the scans that feed
        // push_counts and member_threads: each must leave the main timeline out.
        let read = scans.filter { !$0.inInitPlan }
        #expect(!read.isEmpty, "\(plan)")
        for scan in read {
            #expect(scan.conditions.contains("'main'"), "a scan of event_push_actions keeps the main timeline: \(scan.conditions)\n\(plan)")
        }
    }

    /// Every node reading `relation`, with its filter and index condition, and whether it runs
    /// under an init plan.
    static func scans(of relation: String, in node: [String: Any], inInitPlan: Bool = false) -> [(conditions: String, inInitPlan: Bool)] {
        let here = inInitPlan || (node["Parent Relationship"] as? String) == "InitPlan"
        var found: [(String, Bool)] = []
        if node["Relation Name"] as? String == relation {
            found.append(([node["Filter"], node["Index Cond"]].compactMap { $0 as? String }.joined(separator: " "), here))
        }
        for child in node["Plans"] as? [[String: Any]] ?? [] {
            found += scans(of: relation, in: child, inInitPlan: here)
        }
        return found
    }
}
