import Foundation
import Postgres
import Runtime

/// One seed's load, as a list of named steps: the small tables, one pass generating every
/// channel's history (streaming its receipt events, parking its other rows), the anomalies,
/// users and members, thread participants and mentions, a second pass streaming the
/// messages, then indexes and statistics.
struct SeedLoad {
    let connection: Connection
    let plan: SeedPlan
    let options: SeedOptions
    var rows = SeedRowCounts()
    var phases: [(String, Double)] = []
    var phaseStart = Date()
    var nextEventId: Int64 = 0
    /// The users' true totals (clean data; adjusted by plants that change a true count).
    var truth: SeedUserTotals
    var candidates: AnomalyCandidates?

    /// COPY data goes to the server in chunks of about this size.
    static let flushBytes = 1 << 20

    init(connection: Connection, plan: SeedPlan, options: SeedOptions) {
        self.connection = connection
        self.plan = plan
        self.options = options
        truth = SeedUserTotals(userCount: plan.userCount)
        if options.injectAnomalies {
            let perCode = AnomalyPlanter.perCode(messages: plan.messageCount)
            candidates = AnomalyCandidates(seed: plan.seed, capacity: 8 * perCode + 16)
        }
    }

    mutating func phase(_ name: String, since start: Date? = nil) {
        let now = Date()
        phases.append((name, now.timeIntervalSince(start ?? phaseStart)))
        phaseStart = now
    }

    /// `unit` names what is counted, so a line never reads as a count of something else.
    func progress(_ phase: String, unit: String, total: Int?) -> TerminalProgress {
        TerminalProgress(phase: "seed: " + phase, unit: unit, total: total, enabled: options.showProgress && isatty(STDERR_FILENO) == 1)
    }

    mutating func run() throws -> SeedSummary {
        phaseStart = Date()
        let deferred = try emptyTables()
        try loadChannelTypes()
        try loadChannels()
        try loadMutes()
        let parked = try loadHistory()
        phase("receipt events")
        let anomalies = try plantAnomalies()
        try loadUsers(stored: anomalies.storedUserTotals)
        try loadMembers(from: parked.members, states: anomalies.memberStates)
        phase("users and members")
        try loadParticipants(from: parked.participants, states: anomalies.participantStates)
        try loadMentions(from: parked.mentions, extra: anomalies.extraMentions)
        phase("threads and mentions")
        try loadMessages()
        phase("messages")
        try deferred.restore(on: connection)
        phase("indexes and foreign keys")
        try deleteDeliveries(anomalies.deletedDeliveries)
        try setSequences()
        try connection.execute("ANALYZE \(Seeder.dataTables.joined(separator: ", "))")
        phase("analyze")
        return summary(anomalies)
    }

    /// Refuses a database with data unless `force`, empties the tables (nothing, unless
    /// `force`; it also makes COPY FREEZE possible) and drops their secondary indexes and
    /// foreign keys until the load is done.
    private func emptyTables() throws -> SeedDeferredIndexes {
        // On Citus (docs/citus.md#running-on-citus) the emptiness check reads the shards in parallel,
        // and DDL (TRUNCATE, DROP INDEX) after a parallel read fails in the same transaction: one
        // connection per worker instead. The coordinator holds a copy of every reference table,
        // and a local write to one followed by a parallel command fails too: all through
        // connections. On plain PostgreSQL these are unused placeholders.
        try connection.query("SELECT set_config('citus.multi_shard_modify_mode', 'sequential', true)")
        try connection.query("SELECT set_config('citus.enable_local_execution', 'off', true)")
        try requireEmptyUnlessForced()
        try connection.query("SELECT set_config('maintenance_work_mem', '256MB', true)")
        try connection.execute("TRUNCATE \(Seeder.dataTables.joined(separator: ", ")) RESTART IDENTITY")
        return try SeedDeferredIndexes.drop(on: connection, tables: Seeder.dataTables)
    }

    /// Seeding mixes with nothing: a database with data is refused unless `force`.
    private func requireEmptyUnlessForced() throws {
        var nonEmpty: [String] = []
        for table in Seeder.dataTables where try connection.scalarString("SELECT 'x' FROM \(table) LIMIT 1") != nil {
            nonEmpty.append(table)
        }
        if !nonEmpty.isEmpty && !options.force {
            throw JobError.invalidInput("the database already has data (\(nonEmpty.joined(separator: ", "))): seed an empty database, or pass --force to replace all of it")
        }
    }

    /// The anomalies step: plants them (with `--inject-anomalies`) and loads their extra events.
    private mutating func plantAnomalies() throws -> AnomalyPlan {
        guard let candidates else { return AnomalyPlan() }
        var planter = AnomalyPlanter(plan: plan, candidates: candidates, truth: truth)
        let anomalies = planter.plant(perCode: AnomalyPlanter.perCode(messages: plan.messageCount))
        truth = planter.truth
        try loadPlantedEvents(anomalies.extraEvents)
        return anomalies
    }

    /// RS003 (planted): members of a delivery type left with no delivered state.
    private mutating func deleteDeliveries(_ keys: [SeedMemberKey]) throws {
        for key in keys {
            let deleted = try connection.query(
                "DELETE FROM receipt_events WHERE channel_id = $1 AND user_id = $2 AND kind = 'delivered'",
                [key.channelId, plan.userIds[Int(key.user)]])
            rows.receiptEvents -= deleted.affectedRows
        }
    }

    /// Later inserts (tests, the live service) must not collide with the loaded ids.
    private func setSequences() throws {
        let lastIds: [(String, Int64)] = [
            ("channels", plan.channels.last?.id ?? 0),
            ("messages", Int64(plan.messageCount)),
            ("receipt_events", nextEventId),
        ]
        for (table, last) in lastIds {
            try connection.query("SELECT setval(pg_get_serial_sequence($1, 'id'), $2, $3)", [table, max(last, 1), last > 0])
        }
    }

    private func summary(_ anomalies: AnomalyPlan) -> SeedSummary {
        let start = PostgresTimestamp(microseconds: plan.start), end = PostgresTimestamp(microseconds: plan.end)
        let manifest = SeedManifest(
            seed: plan.seed, scale: options.scale.description, start: start.description, end: end.description,
            days: options.days, anomaliesInjected: options.injectAnomalies, rows: rows,
            codes: options.injectAnomalies ? anomalies.codes : Dictionary(uniqueKeysWithValues: SeedManifest.allCodes.map { ($0, .init()) }),
            memberDrift: anomalies.memberDrift, userDrift: anomalies.userDrift,
            threadDrift: anomalies.threadDrift, mentionDrift: anomalies.mentionDrift)
        return SeedSummary(rows: rows, start: start, end: end, manifest: manifest, seconds: 0, phaseSeconds: phases)
    }
}

/// Per user, the four stored totals (`users` columns) as the truth makes them.
struct SeedUserTotals: Sendable {
    var total: [Int32]
    var channels: [Int32]
    var threads: [Int32]
    var mentions: [Int32]

    init(userCount: Int) {
        total = [Int32](repeating: 0, count: userCount)
        channels = total
        threads = total
        mentions = total
    }

    subscript(user: Int) -> SeedUserCounters {
        SeedUserCounters(total: Int(total[user]), channels: Int(channels[user]), threads: Int(threads[user]), mentions: Int(mentions[user]))
    }
}

/// One user's stored totals.
struct SeedUserCounters: Sendable, Equatable {
    var total: Int
    var channels: Int
    var threads: Int
    var mentions: Int
}
