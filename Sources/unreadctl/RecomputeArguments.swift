import ArgumentParser
import Jobs

/// The recompute's options, shared by `recompute` and `nightly`.
struct RecomputeArguments: ParsableArguments {
    @Option(name: .customLong("channel-type"), help: ArgumentHelp(
        "Only channels of this type (repeatable); user totals then take other types' counters as stored.", valueName: "type"))
    var channelTypes: [String] = []

    @Option(help: "Corrected rows per write transaction (with --apply; nightly always applies).")
    var batchSize: Int = RecomputeOptions.defaultBatchSize

    @Option(help: ArgumentHelp("Channels read per batch at most (bounds memory).", visibility: .hidden))
    var channelsPerBatch: Int = UnreadRecomputation.defaultChannelsPerBatch

    func validate() throws {
        guard batchSize > 0 else { throw ValidationError("--batch-size must be at least 1, not \(batchSize)") }
        guard channelsPerBatch > 0 else { throw ValidationError("--channels-per-batch must be at least 1, not \(channelsPerBatch)") }
        if let empty = channelTypes.first(where: { $0.isEmpty }) {
            throw ValidationError("--channel-type needs a type name, not '\(empty)'")
        }
    }

    func options(apply: Bool, out: String, showProgress: Bool) -> RecomputeOptions {
        RecomputeOptions(apply: apply, scope: RecomputeScope(channelTypes: channelTypes), batchSize: batchSize,
                         channelsPerBatch: channelsPerBatch, out: out, showProgress: showProgress)
    }
}
