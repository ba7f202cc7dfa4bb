import ArgumentParser
import Foundation
import Jobs

/// `unreadctl recompute [--apply]`: the counters from the read receipts (docs/rules.md, docs/commands.md#unreadctl-recompute).
struct RecomputeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recompute",
        abstract: "Recompute unread counters from the read receipts, report the drift, and correct it with --apply.",
        discussion: """
            A dry run by default: writes unread_drift.csv, user_totals_drift.csv and unread.md to \
            --out/<UTC date>/ and changes no counter. With --apply, corrects the drifted counters in \
            short transactions; a row the live service changed after the snapshot is left for the next run. \
            --apply takes the run lock: exit 75 if another writer (recompute --apply, nightly) holds it. \
            --channel and --user scope a run to one ticket: only those members and users are checked and corrected, \
            under the same guards, lock and run record.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @Flag(help: "Correct the drifted counters (default: a dry run that changes nothing).")
    var apply = false

    @OptionGroup var recompute: RecomputeArguments
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("channel"), help: ArgumentHelp(
        "Only this channel's members (repeatable; the source's own id): a run scoped to one ticket.", valueName: "id"))
    var channels: [String] = []

    @Option(name: .customLong("user"), help: ArgumentHelp(
        "Only this user's counters and totals (repeatable); every channel of the user is read, so the totals are exact.", valueName: "id"))
    var users: [String] = []

    func validate() throws {
        if let empty = (channels + users).first(where: { $0.isEmpty || $0.contains("\0") }) {
            throw ValidationError("--channel and --user take an id, not '\(empty)'")
        }
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            var options = recompute.options(apply: apply, out: output.out, showProgress: !logging.quiet)
            options.scope.channels = channels
            options.scope.users = users
            let outcome = try RecomputeJob.run(options, database: connection.database)
            outcome.summaryLines.forEach(logging.summary)
            return 0
        }
    }
}
