import ArgumentParser
import Foundation
import Postgres
import ThrowawayPostgres

/// `unreadctl-bench`: measures the targets of docs/benchmark.md#benchmark in one run, on one dataset — the floors, the peers and
/// the tool — each figure the median of `--runs` runs, and writes reports/bench.{md,csv}.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unreadctl-bench",
        abstract: "Benchmark unreadctl against its COPY floors and SQL peers (docs/benchmark.md#benchmark).",
        discussion: "Build in release mode first: swift build -c release; then .build/release/unreadctl-bench --scale small",
        subcommands: [GenerateDocsCommand.self])

    @Option(help: "Seed scale: tiny, small, medium, bench, or a message count.")
    var scale = "small"

    @Option(help: "Seed for the synthetic data.")
    var seed = 1

    @Option(help: "Runs per figure (the median is reported).")
    var runs = 3

    @Option(help: "Where cached clusters live (outside the repository), one per scale and seed.")
    var cache = "/var/tmp/unreadctl-bench"

    @Option(help: "Where bench.md and bench.csv go.")
    var out = "reports"

    @Option(help: "Peers that would run for long are timed on 1 channel in N and extrapolated.")
    var peerSample = 20

    @Flag(help: "Throw the cached cluster away and seed again.")
    var fresh = false

    @Flag(help: "Do not run the SQL peers (the correlated count, the window functions, LATERAL): they take most of a bench-scale run.")
    var skipPeers = false

    @Flag(help: "Also start a Citus coordinator + 2 workers on 127.0.0.1, seed the same data through it and measure the same steps there (needs the citus extension).")
    var citus = false

    @Flag(help: "Also measure a mapped run: schema bench_mapped, plain views over the same tables (made if missing), with its floors read through the views (docs/mappings.md#speed).")
    var mapped = false

    @Flag(help: "Also measure the Mattermost adapter on Mattermost's own tables with generated Mattermost-shaped data, beside Mattermost's own recount and the best single SQL statement (docs/benchmark.md#mattermost).")
    var mattermost = false

    @Flag(help: "Also measure the Synapse adapter on a real Synapse's database grown to --synapse-rooms small rooms in time order (Tests/Fixtures/synapse/scale.sql), against the raw floor of Synapse's own tables (docs/benchmark.md#synapse).")
    var synapse = false

    @Option(help: "Rooms in the Synapse database of --synapse: 6 members each (users: rooms / 2), 30 messages, receipts up to 20 behind.")
    var synapseRooms = 6_000

    @Flag(help: "Also measure the incremental nightly beside a full one on copies of the same data, at 0, 1, 5 and 10 % of the channels active in a day (docs/change-feeds.md#what-it-costs).")
    var incremental = false

    @Option(help: "Posts in the Mattermost database of --mattermost (channels: posts / 400, users: posts / 100).")
    var mattermostPosts = 2_000_000

    @Option(help: "Physical order of the rows: time (as a live service writes them) or seed (channel by channel, as the seed writes them).")
    var order: PhysicalOrder = .time

    @Option(help: "Server settings: default (PostgreSQL's own: the headline figures) or tuned (the fixed settings of docs/benchmark.md).")
    var settings: ServerSettings = .default

    enum ServerSettings: String, CaseIterable, ExpressibleByArgument {
        case `default`, tuned

        var values: [String: String] { self == .tuned ? Bench.tunedSettings : [:] }
        /// For a context line: which settings a cluster runs with.
        var phrase: String { self == .tuned ? "the tuned settings of `--settings tuned`" : "PostgreSQL's default settings" }
    }

    /// The tuned server settings of `--settings tuned` (documented in docs/benchmark.md).
    static let tunedSettings: [String: String] = [
        "shared_buffers": "4GB",
        "work_mem": "64MB",
        "maintenance_work_mem": "1GB",
        "effective_cache_size": "16GB",
        "max_parallel_workers_per_gather": "2",
        "random_page_cost": "1.1",
        "jit": "off",
        "max_wal_size": "8GB",
        "checkpoint_timeout": "30min",
        "autovacuum": "off",
    ]

    func run() throws {
        let tool = try Self.siblingBinary("unreadctl")
        let serverSettings = settings.values
        let directory = URL(fileURLWithPath: cache).appendingPathComponent("\(scale)-seed\(seed)")
        if fresh { try? FileManager.default.removeItem(at: directory) }
        log("cluster: \(directory.path)")
        let cluster = try ThrowawayCluster.startCached(in: directory, settings: serverSettings)
        defer { cluster.stop() }

        var full = try Dataset.prepare(cluster, database: "bench", scale: scale, seed: seed, tool: tool, cacheDir: directory, log: log)
        let quarterScale = String(max(full.messages / 4, 1000))
        var quarter = try Dataset.prepare(cluster, database: "bench_quarter", scale: quarterScale, seed: seed, tool: tool, cacheDir: directory, log: log)
        if order == .time {
            full = try Dataset.timeOrdered(cluster, seededName: "bench", database: "bench_time", cacheDir: directory, log: log)
            quarter = try Dataset.timeOrdered(cluster, seededName: "bench_quarter", database: "bench_quarter_time", cacheDir: directory, log: log)
        }
        try full.settle()
        try quarter.settle()
        log("data: \(full.messages) messages, \(full.members) memberships, \(full.events) receipt events")

        let measure = Measurements(tool: tool, runs: runs, peerSample: peerSample, skipPeers: skipPeers, log: log)
        var result = try measure.all(full: full, quarter: quarter)
        var mappedContext: [String] = []
        if mapped {
            let mappedResult = try MappedBench(measurements: measure, tool: tool, log: log).run(full, reference: result.steps)
            result.rows += mappedResult.rows
            result.floors += mappedResult.floors
            mappedContext = [mappedResult.context]
        }
        if incremental {
            result.rows += try IncrementalBench(tool: tool, log: log).run(cluster, from: full, database: order == .time ? "bench_time" : "bench")
        }
        var mattermostContext: [String] = []
        if mattermost {
            let mattermostResult = try MattermostBench(tool: tool, runs: runs, posts: mattermostPosts, log: log).run(cluster, cacheDir: directory)
            result.rows += mattermostResult.rows
            mattermostContext = [mattermostResult.context]
        }
        var synapseContext: [String] = []
        if synapse {
            let synapseResult = try SynapseBench(measurements: measure, rooms: synapseRooms, settings: settings.phrase, log: log)
                .run(cluster, cacheDir: directory)
            result.rows += synapseResult.rows
            result.floors += synapseResult.floors
            synapseContext = [synapseResult.context]
        }
        var citusContext: [String] = []
        if citus {
            cluster.stop() // its memory and cores go to the Citus nodes
            let citusResult = try CitusBench(measurements: measure, tool: tool, log: log)
                .run(scale: scale, seed: seed, settings: serverSettings, plain: result.steps)
            result.rows += citusResult.rows
            result.floors += citusResult.floors
            citusContext = [citusResult.context]
        }

        let outDir = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        let context = [
            "scale `\(scale)`, seed \(seed): \(full.messages) messages, \(full.members) memberships, \(full.events) receipt events, \(full.users) users",
            "unread volume: \(full.unread) unread messages over \(full.currentMembers) current memberships (mean \(String(format: "%.1f", Double(full.unread) / Double(max(full.currentMembers, 1)))))",
            "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB; PostgreSQL \(full.serverVersion)",
            "rows in \(order == .time ? "time order, as a live service writes them" : "the seed's order, channel by channel") (`--order \(order.rawValue)`)",
            "server settings: " + (serverSettings.isEmpty ? "PostgreSQL's defaults (`--settings default`)"
                : serverSettings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")),
            "each figure: median of \(runs) runs, after one untimed warm-up run of each tool step, on freshly vacuumed tables; floors are binary COPY of exactly the step's input columns to a client that discards them",
            "apply: drift planted on 5 % of current memberships and users, then `VACUUM channel_members, users` (what autovacuum does between a day's drift and the nightly run), then timed: the write phase of `recompute --apply`",
            "peak RSS: ru_maxrss of the unreadctl process (the figure `/usr/bin/time -v` prints); the rss_scale_ratio rows: each step's peak RSS here ÷ on a database of ¼ the messages",
            skipPeers ? "peers: skipped (--skip-peers)" : "peers: timed in full, or on a sample when the estimate exceeds 10 minutes",
            "run at \(ISO8601DateFormatter().string(from: Date()))",
        ] + mappedContext + mattermostContext + synapseContext + citusContext
        try BenchTable.writeCSV(result.rows, to: outDir.appendingPathComponent("bench.csv"))
        try BenchTable.writeMarkdown(result.rows, floors: result.floors, peers: result.peers, context: context,
                                     to: outDir.appendingPathComponent("bench.md"))
        print(try String(contentsOf: outDir.appendingPathComponent("bench.md"), encoding: .utf8))
    }

    func log(_ line: String) {
        FileHandle.standardError.write(Data("bench: \(line)\n".utf8))
    }

    /// The `unreadctl` built beside this harness (same configuration).
    static func siblingBinary(_ name: String) throws -> String {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = me.deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("\(path) not found: build it first (swift build -c release)")
        }
        return path
    }
}
