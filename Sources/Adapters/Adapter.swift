/// A mapping shipped with the tool for a known chat backend (docs/mappings.md#adapters): one
/// folder, `adapters/NAME/`, whose `install.sql` is plain SQL a DBA can read and which says in
/// its first lines what the adapter is: its name, the backend, the tables that give the backend
/// away, and one line for `adapter list`. Its page, `README.md` beside it, says which of the
/// backend's rules it follows and where in the backend's source they come from. What every
/// adapter shares (the schema guard, the shape of `adapter_info`) is in `adapters/shared/`,
/// included by a psql `\ir` line. How to add one: docs/contributing.md#how-to-add-an-adapter.
public struct Adapter: Sendable {
    /// `unreadctl adapter install NAME`.
    public let name: String
    /// The backend as its operators call it.
    public let product: String
    /// One line for `adapter list`.
    public let summary: String
    /// The backend's tables that give it away: all present in one schema
    /// (`KnownBackend.detect`, docs/mappings.md#adapters).
    public let signature: [String]
    /// The install script: creates the mapping in the first schema of `search_path`. Its
    /// includes of `adapters/shared/` are replaced by their text, so it runs as one string.
    public let sql: String

    /// The adapter's page, relative to the repository.
    public var page: String { "adapters/\(name)/README.md" }

    /// The schema `install` uses without `--schema`.
    public var defaultSchema: String { "unreadctl_" + name }

    /// The adapter `sql` (an `install.sql`) declares in its header lines:
    ///
    ///     -- unreadctl adapter: NAME
    ///     -- product: …
    ///     -- detected by: table, table, …
    ///     -- summary: …
    public init(_ sql: [UInt8], shared: [String: [UInt8]] = Adapters.shared) {
        let text = String(decoding: sql, as: UTF8.self)
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("-- ") }) {
            guard let colon = line.firstIndex(of: ":") else { break }
            fields[String(line.dropFirst(3)[..<colon])] = String(line[line.index(after: colon)...]).trimmingLeadingSpaces
        }
        guard let name = fields["unreadctl adapter"], let product = fields["product"], let tables = fields["detected by"],
              let summary = fields["summary"] else {
            preconditionFailure("an adapter's install.sql starts with its header (docs/contributing.md#how-to-add-an-adapter)")
        }
        self.name = name
        self.product = product
        self.summary = summary
        signature = tables.split(separator: ",").map { String($0).trimmingLeadingSpaces }
        self.sql = Self.includingShared(text, shared)
    }

    /// `text` with each line `\ir ../shared/FILE` (psql's include, relative to install.sql)
    /// replaced by that file's text.
    static func includingShared(_ text: String, _ shared: [String: [UInt8]]) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix(Self.include) else { lines.append(line); continue }
            let file = String(line.dropFirst(Self.include.count))
            guard let included = shared[file] else {
                preconditionFailure("\(line): adapters/shared/ has no \(file) (docs/contributing.md#how-to-add-an-adapter)")
            }
            let body = String(decoding: included, as: UTF8.self)
            lines.append(Substring(body.hasSuffix("\n") ? String(body.dropLast()) : body))
        }
        return lines.joined(separator: "\n")
    }

    /// How an install.sql includes a file of `adapters/shared/`.
    public static let include = "\\ir ../shared/"
}

public enum Adapters {
    /// Every shipped adapter: one line each. `Sources/Adapters/sql/NAME.sql` is a link to
    /// `adapters/NAME/install.sql`, embedded into the binary with the whole `sql/` folder
    /// (SwiftPM names embedded resources by file name, and every adapter's file is called
    /// install.sql).
    public static let all: [Adapter] = [
        Adapter(PackageResources.mattermost_sql),
        Adapter(PackageResources.synapse_sql),
    ]

    /// `adapters/shared/`: what every adapter's install.sql includes, by file name. Embedded
    /// through the links `Sources/Adapters/sql/shared_FILE.sql`.
    public static let shared: [String: [UInt8]] = [
        "guard.sql": PackageResources.shared_guard_sql,
        "adapter_info.sql": PackageResources.shared_adapter_info_sql,
    ]

    public static func named(_ name: String) -> Adapter? { all.first { $0.name == name.lowercased() } }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
