import ArgumentParser
import Jobs
import Runtime

/// The latency report's window and per-message switch, shared by `report` and `nightly`.
struct LatencyWindowArguments: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Start of the window, inclusive: a date (2026-11-20, midnight UTC) or a UTC timestamp (2026-11-20T13:00:00Z). Default: one day before --until.",
        valueName: "date-or-timestamp"))
    var since: String?

    @Option(help: ArgumentHelp(
        "End of the window, exclusive. Default: the start of today (UTC), so the default window is yesterday.",
        valueName: "date-or-timestamp"))
    var until: String?

    @Option(help: ArgumentHelp(
        "Time zone of the day groups (UTC, Europe/Berlin, +02:00). The window itself stays in UTC.", valueName: "zone"))
    var tz: String?

    @Flag(help: "Also write latency_messages.csv, one row per counted message.")
    var perMessage = false

    func validate() throws {
        _ = try window()
    }

    /// The window; a bad value is a usage error (64) naming the option.
    func window() throws -> LatencyWindow {
        do {
            return try LatencyWindow.parse(since: since, until: until, timeZone: tz)
        } catch let error as JobError {
            throw ValidationError(error.description)
        }
    }
}
