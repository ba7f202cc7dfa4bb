import Foundation
import Jobs
import Postgres

/// `unreadctl seed` (SPEC §7): fills an empty database with a deterministic synthetic chat
/// history whose truth is known, optionally with planted anomalies (see `SeedManifest`).
///
/// Usage from tests and other steps:
///
///     let target = try TestCluster.makeDatabase()
///     let db = try Connection(target)
///     let summary = try Seeder.seed(SeedOptions(scale: .tiny, seed: 42, start: start, injectAnomalies: true), into: db)
///     summary.manifest.findings("RS001").keys   // what the audit must find
///
/// The load runs in one transaction: it refuses a non-empty database unless `force` (then it
/// TRUNCATEs the data tables in that same transaction), so a failed or interrupted seed
/// leaves the database exactly as it was.
public enum Seeder {
    /// The tables `seed` fills (and with `force` empties first); `unreadctl_runs` and
    /// `schema_migrations` are never touched.
    public static let dataTables = ["channel_types", "users", "channels", "channel_members", "user_mutes", "messages", "receipt_events"]

    /// The whole run, as the command does it: connects to the primary, checks the schema,
    /// takes the run lock (exit 75 when another run holds it), records the run in
    /// `unreadctl_runs` (which a seed never empties), and seeds.
    public static func run(_ options: SeedOptions, database: Database, manifestFile: URL? = nil) throws -> SeedSummary {
        let primary = try database.connectWriter()
        defer { primary.close() }
        try SchemaMigrator.requireCurrent(primary)
        let lock = try RunLock.acquire(on: primary)
        defer { lock.release() }
        let record = try RunRecord.start(on: primary, command: "seed", options: SeedRunOptions(options, manifestFile: manifestFile))
        do {
            let summary = try seed(options, into: primary, manifestFile: manifestFile)
            try record.finish(.succeeded, stats: SeedRunStats(summary))
            return summary
        } catch {
            let status: RunRecord.Status = Interruption.shared.receivedSignal == nil ? .failed : .interrupted
            try? record.finish(status, stats: ["error": String(describing: error)])
            throw error
        }
    }

    /// Seeds `connection`'s database and returns what was loaded. With `manifestFile`, the
    /// manifest is written there (atomically) before the transaction commits, and removed
    /// again if the commit fails.
    @discardableResult
    public static func seed(_ options: SeedOptions, into connection: Connection, manifestFile: URL? = nil, now: Date = Date()) throws -> SeedSummary {
        let clock = Date()
        let (start, end) = try options.window(now: now)
        try SchemaMigrator.requireCurrent(connection)
        let plan = SeedPlan(seed: options.seed, messages: options.scale.messageCount, start: start.microseconds, end: end.microseconds)
        var load = SeedLoad(connection: connection, plan: plan, options: options)
        load.phase("plan", since: clock)
        var wroteManifest = false
        do {
            var summary = try JobError.during("seeding") {
                try connection.transaction(.readWrite) {
                    let summary = try load.run()
                    if let manifestFile {
                        try summary.manifest.write(to: manifestFile)
                        wroteManifest = true
                    }
                    return summary
                }
            }
            summary.seconds = Date().timeIntervalSince(clock)
            return summary
        } catch {
            if wroteManifest, let manifestFile { try? FileManager.default.removeItem(at: manifestFile) }
            throw error
        }
    }
}

/// One seed's load: the passes over the plan, each streamed into a binary COPY.
struct SeedLoad {
    let connection: Connection
    let plan: SeedPlan
    let options: SeedOptions
    var rows = SeedRowCounts()
    var phases: [(String, Double)] = []
    private var phaseStart = Date()
    private var nextEventId: Int64 = 0
    private var trueTotals: [Int32]
    private var trueChannels: [Int32]
    private var candidates: AnomalyCandidates?

    /// COPY data goes to the server in chunks of about this size.
    static let flushBytes = 1 << 20

    init(connection: Connection, plan: SeedPlan, options: SeedOptions) {
        self.connection = connection
        self.plan = plan
        self.options = options
        trueTotals = [Int32](repeating: 0, count: plan.userCount)
        trueChannels = [Int32](repeating: 0, count: plan.userCount)
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

    private func progress(_ phase: String, total: Int?) -> TerminalProgress {
        TerminalProgress(phase: "seed: " + phase, total: total, enabled: options.showProgress && isatty(STDERR_FILENO) == 1)
    }

    mutating func run() throws -> SeedSummary {
        phaseStart = Date()
        // On Citus the emptiness check reads the shards in parallel, and DDL (TRUNCATE, DROP
        // INDEX) after a parallel read fails in the same transaction: one connection per worker
        // instead. A harmless unknown placeholder on plain PostgreSQL.
        try connection.query("SELECT set_config('citus.multi_shard_modify_mode', 'sequential', true)")
        // The coordinator holds a copy of every reference table: a local write to one and then
        // a parallel command in the same transaction fails; all through connections instead.
        try connection.query("SELECT set_config('citus.enable_local_execution', 'off', true)")
        try requireEmptyUnlessForced()
        let tables = Seeder.dataTables.joined(separator: ", ")
        try connection.query("SELECT set_config('maintenance_work_mem', '256MB', true)")
        // Empties the tables (nothing, unless --force) and makes COPY FREEZE possible.
        try connection.execute("TRUNCATE \(tables) RESTART IDENTITY")
        let deferred = try SeedDeferredIndexes.drop(on: connection, tables: Seeder.dataTables)

        try loadChannelTypes()
        try loadChannels()
        try loadMutes()
        let members = try SeedMemberFile()
        try loadReceiptEvents(parkingMembersIn: members)
        phase("receipt events")

        var anomalies = AnomalyPlan()
        if let candidates {
            var planter = AnomalyPlanter(plan: plan, candidates: candidates, trueTotals: trueTotals, trueChannels: trueChannels)
            anomalies = planter.plant(perCode: AnomalyPlanter.perCode(messages: plan.messageCount))
            trueTotals = planter.trueTotals
            trueChannels = planter.trueChannels
            try loadPlantedEvents(anomalies.extraEvents)
        }
        try loadUsers(stored: anomalies.storedUserTotals)
        try loadMembers(from: members, states: anomalies.memberStates)
        phase("users and members")
        try loadMessages()
        phase("messages")

        try deferred.restore(on: connection)
        phase("indexes and foreign keys")
        for key in anomalies.deletedDeliveries {
            // SPEC §3 RS003 (planted): a member of a delivery type left with no delivered state.
            let deleted = try connection.query(
                "DELETE FROM receipt_events WHERE channel_id = $1 AND user_id = $2 AND kind = 'delivered'",
                [key.channelId, plan.userIds[Int(key.user)]])
            rows.receiptEvents -= deleted.affectedRows
        }
        try setSequences()
        try connection.execute("ANALYZE \(tables)")
        phase("analyze")

        let manifest = SeedManifest(
            seed: plan.seed, scale: options.scale.description,
            start: PostgresTimestamp(microseconds: plan.start).description, end: PostgresTimestamp(microseconds: plan.end).description,
            days: options.days, anomaliesInjected: options.injectAnomalies, rows: rows,
            codes: options.injectAnomalies ? anomalies.codes : Dictionary(uniqueKeysWithValues: SeedManifest.allCodes.map { ($0, .init()) }),
            memberDrift: anomalies.memberDrift, userDrift: anomalies.userDrift)
        return SeedSummary(rows: rows, start: PostgresTimestamp(microseconds: plan.start), end: PostgresTimestamp(microseconds: plan.end),
                           manifest: manifest, seconds: 0, phaseSeconds: phases)
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

    // MARK: - small tables

    private mutating func loadChannelTypes() throws {
        rows.channelTypes = try connection.copyIn(table: "channel_types", columns: ["name", "read_events", "delivery_events"], freeze: true) { encoder, _ in
            for type in SeedChannelType.all {
                encoder.beginRow(fieldCount: 3)
                encoder.append(text: type.name)
                encoder.append(bool: type.readEvents)
                encoder.append(bool: type.deliveryEvents)
            }
        }
    }

    private mutating func loadChannels() throws {
        let plan = self.plan
        rows.channels = try connection.copyIn(table: "channels", columns: ["id", "cid", "type", "created_at"], freeze: true) { encoder, flush in
            for channel in plan.channels {
                encoder.beginRow(fieldCount: 4)
                encoder.append(int64: channel.id)
                encoder.append(text: channel.cid)
                encoder.append(text: channel.kind.type.name)
                encoder.append(timestampMicros: channel.createdAt)
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }

    private mutating func loadMutes() throws {
        let plan = self.plan
        rows.userMutes = try connection.copyIn(table: "user_mutes", columns: ["user_id", "muted_user_id"], freeze: true) { encoder, flush in
            for pair in plan.mutes {
                encoder.beginRow(fieldCount: 2)
                encoder.append(text: plan.userIds[Int(pair >> 32)])
                encoder.append(text: plan.userIds[Int(pair & 0xFFFF_FFFF)])
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }

    static let eventColumns = ["id", "channel_id", "user_id", "kind", "message_id", "up_to", "at"]

    // MARK: - pass 1: every channel's whole history

    /// Generates each channel in turn, streams its receipt events, parks its membership rows,
    /// adds its members' true counts to the users' totals, and offers its members as anomaly
    /// candidates.
    private mutating func loadReceiptEvents(parkingMembersIn members: SeedMemberFile) throws {
        let plan = self.plan
        let progress = progress("generating the history (messages), loading receipt events", total: plan.messageCount)
        var eventId = nextEventId
        var totals = trueTotals, channelsWithUnread = trueChannels
        var candidates = self.candidates
        rows.receiptEvents = try connection.copyIn(table: "receipt_events", columns: Self.eventColumns, freeze: true) { encoder, flush in
            for (channelIndex, channel) in plan.channels.enumerated() {
                try Interruption.shared.check()
                let history = SeedChannelHistory(plan: plan, channel: channel)
                let created = history.created, users = history.users
                let outcomes = try history.receipts(seed: plan.seed) { kind, member, index, at in
                    eventId += 1
                    encoder.beginRow(fieldCount: 7)
                    encoder.append(int64: eventId)
                    encoder.append(int64: channel.id)
                    encoder.append(text: plan.userIds[Int(users[member])])
                    encoder.append(text: kind.text)
                    encoder.append(int64: channel.firstMessageId + Int64(index))
                    encoder.append(timestampMicros: created[index])
                    encoder.append(timestampMicros: at)
                    if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
                }
                // Rows in primary key order (user ids sort like user indices).
                for m in (0..<history.memberCount).sorted(by: { users[$0] < users[$1] }) {
                    let o = outcomes[m]
                    let state = SeedMemberState(
                        readAt: o.readIndex >= 0 ? created[o.readIndex] : nil,
                        readMessageId: o.readIndex >= 0 ? history.messageId(o.readIndex) : nil,
                        deliveredAt: o.deliveredIndex >= 0 ? created[o.deliveredIndex] : nil,
                        deliveredMessageId: o.deliveredIndex >= 0 ? history.messageId(o.deliveredIndex) : nil,
                        unread: o.unread)
                    let current = history.left[m] == SeedChannelHistory.never
                    try members.append(SeedMemberRow(channelId: channel.id, user: users[m], joined: history.joined[m],
                                                 left: current ? nil : history.left[m], muted: history.mutedMembership[m], state: state))
                    // SPEC §2: totals over current, not muted memberships (read_events off: 0).
                    if current && !history.mutedMembership[m] && o.unread > 0 {
                        totals[Int(users[m])] += Int32(o.unread)
                        channelsWithUnread[Int(users[m])] += 1
                    }
                }
                candidates?.offer(history: history, outcomes: outcomes, channelIndex: channelIndex, userCount: plan.userCount)
                progress.advance(by: channel.messageCount)
            }
        }
        progress.finish()
        nextEventId = eventId
        trueTotals = totals
        trueChannels = channelsWithUnread
        self.candidates = candidates
    }

    private mutating func loadPlantedEvents(_ events: [SeedPlantedEvent]) throws {
        guard !events.isEmpty else { return }
        let plan = self.plan
        var eventId = nextEventId
        rows.receiptEvents += try connection.copyIn(table: "receipt_events", columns: Self.eventColumns, freeze: true) { encoder, _ in
            for event in events {
                eventId += 1
                encoder.beginRow(fieldCount: 7)
                encoder.append(int64: eventId)
                encoder.append(int64: event.channelId)
                encoder.append(text: plan.userIds[Int(event.user)])
                encoder.append(text: event.kind.text)
                encoder.append(int64: event.messageId)
                encoder.append(timestampMicros: event.upTo)
                encoder.append(timestampMicros: event.at)
            }
        }
        nextEventId = eventId
    }

    /// Users with their stored totals: the truth, except where drift was planted.
    private mutating func loadUsers(stored: [Int32: (total: Int, channels: Int)]) throws {
        let plan = self.plan
        let totals = trueTotals, channels = trueChannels
        rows.users = try connection.copyIn(table: "users", columns: ["id", "created_at", "total_unread_count", "unread_channels"], freeze: true) { encoder, flush in
            for user in 0..<plan.userCount {
                let values = stored[Int32(user)] ?? (Int(totals[user]), Int(channels[user]))
                encoder.beginRow(fieldCount: 4)
                encoder.append(text: plan.userIds[user])
                encoder.append(timestampMicros: plan.userCreatedAt[user])
                encoder.append(int32: Int32(values.total))
                encoder.append(int32: Int32(values.channels))
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }

    private mutating func loadMembers(from file: SeedMemberFile, states: [SeedMemberKey: SeedMemberState]) throws {
        let plan = self.plan
        let progress = progress("loading channel members", total: file.count)
        rows.channelMembers = try connection.copyIn(
            table: "channel_members",
            columns: ["channel_id", "user_id", "joined_at", "muted", "last_read_at", "last_read_message_id", "unread_count",
                      "last_delivered_at", "last_delivered_message_id", "left_at"],
            freeze: true
        ) { encoder, flush in
            var sinceFlush = 0
            try file.forEach { row in
                let state = states.isEmpty ? row.state : states[SeedMemberKey(channelId: row.channelId, user: row.user)] ?? row.state
                encoder.beginRow(fieldCount: 10)
                encoder.append(int64: row.channelId)
                encoder.append(text: plan.userIds[Int(row.user)])
                encoder.append(timestampMicros: row.joined)
                encoder.append(bool: row.muted)
                encoder.append(timestampMicros: state.readAt)
                encoder.append(int64: state.readMessageId)
                encoder.append(int32: Int32(state.unread))
                encoder.append(timestampMicros: state.deliveredAt)
                encoder.append(int64: state.deliveredMessageId)
                encoder.append(timestampMicros: row.left)
                sinceFlush += 1
                if encoder.bytes.count >= Self.flushBytes {
                    try flush(&encoder)
                    progress.advance(by: sinceFlush)
                    sinceFlush = 0
                }
            }
            progress.advance(by: sinceFlush)
        }
        progress.finish()
    }

    // MARK: - pass 2: messages

    /// Regenerates each channel's messages (their own random stream: identical to pass 1's)
    /// and streams them.
    private mutating func loadMessages() throws {
        let plan = self.plan
        let progress = progress("loading messages", total: plan.messageCount)
        rows.messages = try connection.copyIn(
            table: "messages",
            columns: ["id", "channel_id", "user_id", "created_at", "type", "parent_id", "show_in_channel", "silent", "shadowed", "deleted_at"],
            freeze: true
        ) { encoder, flush in
            for channel in plan.channels {
                try Interruption.shared.check()
                let h = SeedChannelHistory(plan: plan, channel: channel)
                for index in 0..<h.messageCount {
                    let kind = h.kinds[index]
                    encoder.beginRow(fieldCount: 10)
                    encoder.append(int64: channel.firstMessageId + Int64(index))
                    encoder.append(int64: channel.id)
                    encoder.append(text: plan.userIds[Int(h.users[Int(h.sender[index])])])
                    encoder.append(timestampMicros: h.created[index])
                    encoder.append(text: kind.typeText)
                    encoder.append(int64: h.parent[index] >= 0 ? channel.firstMessageId + Int64(h.parent[index]) : nil)
                    encoder.append(bool: kind == .threadReplyShown)
                    encoder.append(bool: kind == .silent)
                    encoder.append(bool: kind == .shadowed)
                    encoder.append(timestampMicros: kind == .deleted ? h.deletedAt[index] : nil)
                    if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
                }
                progress.advance(by: channel.messageCount)
            }
        }
        progress.finish()
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
}

/// The run record's `options`.
struct SeedRunOptions: Encodable {
    var scale: String
    var seed: UInt64
    var start: String?
    var days: Int
    var injectAnomalies: Bool
    var force: Bool
    var manifest: String?

    init(_ options: SeedOptions, manifestFile: URL?) {
        scale = options.scale.description
        seed = options.seed
        start = options.start?.description
        days = options.days
        injectAnomalies = options.injectAnomalies
        force = options.force
        manifest = manifestFile?.path
    }

    enum CodingKeys: String, CodingKey {
        case scale, seed, start, days, force, manifest
        case injectAnomalies = "inject_anomalies"
    }
}

/// The run record's `stats`.
struct SeedRunStats: Encodable {
    var rows: SeedRowCounts
    var seconds: Double
    var planted: [String: Int]

    init(_ summary: SeedSummary) {
        rows = summary.rows
        seconds = summary.seconds
        planted = summary.manifest.codes.mapValues(\.count)
    }
}
