/// A mapping shipped with the tool for a known chat backend (docs/mappings.md#adapters): plain
/// SQL a DBA can read in `adapters/NAME/install.sql`, embedded here from that one file, and a
/// page (`docs/adapters/NAME.md`) saying which of the backend's rules it follows and where in
/// the backend's source they come from.
public struct Adapter: Sendable {
    /// `unreadctl adapter install NAME`.
    public let name: String
    /// The backend as its operators call it.
    public let product: String
    /// One line for `adapter list`.
    public let summary: String
    /// The install script: creates the mapping in the first schema of `search_path`.
    public let sql: String
    /// The adapter's page, relative to the repository.
    public let page: String

    /// The schema `install` uses without `--schema`.
    public var defaultSchema: String { "unreadctl_" + name }
}

public enum Adapters {
    /// Every shipped adapter, by name. Adding one: `adapters/NAME/install.sql`, its page in
    /// `docs/adapters/NAME.md`, a link `Sources/Adapters/sql/NAME.sql` to the install script
    /// (resources are named by file name), that link under the `Adapters` target's resources in
    /// Package.swift, and an entry here.
    public static let all: [Adapter] = [
        Adapter(
            name: "mattermost", product: "Mattermost",
            summary: "read and repair both counter pairs (MsgCount, MsgCountRoot) against Mattermost's own recount (CountPostsAfter), in one run",
            sql: String(decoding: PackageResources.mattermost_sql, as: UTF8.self),
            page: "docs/adapters/mattermost.md"),
        Adapter(
            name: "synapse", product: "Synapse (Matrix)",
            summary: "read-only: each local user's unread count per joined room (MSC2654 unread_count: push summary + push actions after the read receipt) against a recount from events and receipts in stream order",
            sql: String(decoding: PackageResources.synapse_sql, as: UTF8.self),
            page: "docs/adapters/synapse.md"),
    ]

    public static func named(_ name: String) -> Adapter? { all.first { $0.name == name.lowercased() } }
}
