/// A mapping shipped with the tool for a known chat backend (docs/mappings.md#adapters): one
/// folder, `adapters/NAME/`, whose `install.sql` is plain SQL a DBA can read and which says in
/// its first lines what the adapter is (`Adapter.Header`): its name, the backend, the tables
/// that give the backend away, and one line for `adapter list`. Its page is
/// `docs/adapters/NAME.md`, saying which of the backend's rules it follows and where in the
/// backend's source they come from. How to add one: docs/contributing.md#how-to-add-an-adapter.
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
    /// The install script: creates the mapping in the first schema of `search_path`.
    public let sql: String

    /// The adapter's page, relative to the repository.
    public var page: String { "docs/adapters/\(name).md" }

    /// The schema `install` uses without `--schema`.
    public var defaultSchema: String { "unreadctl_" + name }

    /// The adapter `sql` (an `install.sql`) declares in its header lines:
    ///
    ///     -- unreadctl adapter: NAME
    ///     -- product: …
    ///     -- detected by: table, table, …
    ///     -- summary: …
    public init(_ sql: [UInt8]) {
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
        self.sql = text
    }
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

    public static func named(_ name: String) -> Adapter? { all.first { $0.name == name.lowercased() } }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
