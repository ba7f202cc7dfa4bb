import Foundation
import Logging
import Postgres
import Reports
import Runtime

/// What `unreadctl trends` reads: the newest `last` runs, those started at or after `since`.
public struct TrendsOptions: Sendable, Equatable {
    public var last: Int?
    public var since: PostgresTimestamp?

    public init(last: Int? = nil, since: PostgresTimestamp? = nil) {
        self.last = last
        self.since = since
    }

    /// In words, for `trends.md`.
    var selection: String {
        var words: [String] = []
        if let last { words.append("the newest \(HumanFormat.count(last))") }
        if let since { words.append("started at or after \(since.description.prefix(16).replacingOccurrences(of: "T", with: " ")) UTC") }
        return words.isEmpty ? "in `unreadctl_runs`" : "in `unreadctl_runs` (" + words.joined(separator: ", ") + ")"
    }
}

/// What a trends run wrote.
public struct TrendsOutcome: Sendable {
    public let runs: [RecordedRun]
    public let changes: TrendChanges
    public let files: [URL]

    /// One line for the operator.
    public var summaryLine: String {
        "trends: \(HumanFormat.count(runs.count)) recorded run\(runs.count == 1 ? "" : "s")" +
            (changes.previous == nil ? "" : "; since the previous nightly: " +
                (changes.items.isEmpty ? "nothing moved" : "\(changes.items.count) change\(changes.items.count == 1 ? "" : "s")"))
    }
}

/// `unreadctl trends` (docs/reports.md#trendscsv): the run history of `unreadctl_runs` as
/// `trends.csv`, `trends.md` and `trends.svg`. Reads in one read-only transaction, so a replica
/// or a read-only session will do; takes no lock and records no run of its own (reading the
/// history does not add to it).
public enum TrendsJob {
    public static let csvFile = "trends.csv"
    public static let markdownFile = "trends.md"
    public static let chartFile = "trends.svg"

    public static func run(reader: Connection, options: TrendsOptions, directory: String) throws -> TrendsOutcome {
        try SchemaMigrator.requireCurrent(reader)
        Interruption.shared.onInterrupt { ReportFile.removeTemporaryFiles() }
        let (runs, skipped) = try JobError.during("reading the run history") {
            try reader.transaction(.snapshotReadOnly()) {
                try RunHistory.read(on: reader, since: options.since, last: options.last)
            }
        }
        // A row a hand edit or an older version left unreadable is skipped, never a crash: a
        // nightly refreshes the trends after its work, and one bad row must not fail every night.
        for id in skipped {
            Logger(label: "unreadctl.trends").warning("run \(id) of unreadctl_runs skipped: its times or stats are not values a run can have (±infinity, a negative or impossibly large count)")
        }
        let documents = TrendDocuments(runs: runs, selection: options.selection, chartFileName: chartFile)
        var files: [URL] = []
        for (name, write) in [
            (csvFile, documents.writeCSV(to:)),
            (chartFile, { (out: inout BufferedFileStream) in documents.chart().write(to: &out) }),
            (markdownFile, documents.writeMarkdown(to:)),
        ] as [(String, (inout BufferedFileStream) -> Void)] {
            let file = URL(fileURLWithPath: directory + "/" + name)
            try ReportFile.write(to: file) { write(&$0) }
            files.append(file)
        }
        return TrendsOutcome(runs: runs, changes: documents.changes, files: files)
    }

    /// After a nightly, into its report folder: the whole history, read on the primary (a
    /// replica may not have the nightly's own, just finished row yet).
    public static func refresh(database: Database, directory: String) throws -> TrendsOutcome {
        let primary = try database.connectPrimary()
        defer { primary.close() }
        return try run(reader: primary, options: TrendsOptions(), directory: directory)
    }
}
