import ArgumentParser
import Foundation
import Jobs

/// `unreadctl recompute [--apply]`: the counters from the read receipts (docs/rules.md, README.md#unreadctl-recompute).
struct RecomputeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recompute",
        abstract: "Recompute unread counters from the read receipts, report the drift, and correct it with --apply.",
        discussion: """
            A dry run by default: writes unread_drift.csv, user_totals_drift.csv and unread.md to \
            --out/<UTC date>/ and changes no counter. With --apply, corrects the drifted counters in \
            short transactions; a row the live service changed after the snapshot is left for the next run. \
            --apply takes the run lock: exit 75 if another writer (recompute --apply, nightly) holds it.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @Flag(help: "Correct the drifted counters (default: a dry run that changes nothing).")
    var apply = false

    @Option(name: .customLong("channel-type"), help: ArgumentHelp(
        "Only channels of this type (repeatable); user totals then take other types' counters as stored.", valueName: "type"))
    var channelTypes: [String] = []

    @Option(help: "Corrected rows per write transaction (with --apply).")
    var batchSize: Int = RecomputeOptions.defaultBatchSize

    @Option(help: ArgumentHelp("Channels read per batch at most (bounds memory).", visibility: .hidden))
    var channelsPerBatch: Int = UnreadRecomputation.defaultChannelsPerBatch

    @Option(help: "Where the reports go (a folder per run date is made inside).")
    var out: String = "reports"

    func validate() throws {
        guard batchSize > 0 else { throw ValidationError("--batch-size must be at least 1, not \(batchSize)") }
        guard channelsPerBatch > 0 else { throw ValidationError("--channels-per-batch must be at least 1, not \(channelsPerBatch)") }
        if let empty = channelTypes.first(where: { $0.isEmpty }) {
            throw ValidationError("--channel-type needs a type name, not '\(empty)'")
        }
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let options = RecomputeOptions(
                apply: apply, scope: RecomputeScope(channelTypes: channelTypes), batchSize: batchSize,
                channelsPerBatch: channelsPerBatch, out: out, showProgress: !logging.quiet)
            let outcome = try RecomputeJob.run(options, database: connection.database)
            outcome.summaryLines.forEach(logging.summary)
            return 0
        }
    }
}
