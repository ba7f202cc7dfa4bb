/// How a run that reads a list of channels by key (a ticket's, an incremental nightly's named
/// channels) has PostgreSQL read them (docs/benchmark.md#the-reading-layer, "A few channels are
/// read by key"): by index scans, never a bitmap heap scan.
///
/// The list travels as a setting and reaches the statement as an array parameter
/// (`channel_id = ANY (…)`), which PostgreSQL does not hash. A bitmap heap scan whose bitmap
/// outgrows `work_mem` turns lossy, and then checks every row of its lossy pages against the
/// whole list, one key after another: on the Mattermost of a real server's shape, 1,568 named
/// channels made one batch's read of `posts` run for more than 19 minutes
/// (docs/change-feeds.md#what-it-costs); on the reference schema, 1,499 channels of
/// `receipt_events`, 554 s. An index scan looks each key up once and reads only its rows.
enum KeyedReads {
    /// Transaction-local, on every connection that reads the list: they end with the run's
    /// snapshot transaction, before any full read. Index scans on as well: the audit's second
    /// connection turns them off for its ranges (`SnapshotSideReader.bitmapScans`), and with
    /// both off a listed statement's per-row probe (a participant's parent in `messages`)
    /// became a sequential scan of every message per row — an incremental audit's batch ran
    /// for more than 13 minutes (benchmark scale, 2026-11-27 19:04).
    ///
    /// No parallel workers, as for a whole read (`ChannelScan.wholeReadSettings`): the run reads
    /// on two connections already, and the workers of a statement compete with them for the same
    /// cores.
    static let settings: KeyValuePairs<String, String> = ["enable_bitmapscan": "off", "enable_indexscan": "on", "max_parallel_workers_per_gather": "0"]
}
