import Adapters
import Foundation
import Testing

/// An adapter is one folder, `adapters/NAME/`, and one line in `Adapters.all`
/// (docs/contributing.md#how-to-add-an-adapter): what the binary embeds is that folder's
/// install.sql, and its header names the adapter, the backend and the tables that detect it.
@Suite struct AdapterFolderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("adapters").path)
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("adapters/\($0)/install.sql").path) }.sorted()
    }

    @Test func everyFolderIsRegisteredAndEmbeddedFromItsInstallSQL() throws {
        let folders = try Self.folders()
        #expect(folders == Adapters.all.map(\.name).sorted())
        for adapter in Adapters.all {
            let installed = try String(contentsOf: Self.root.appendingPathComponent("adapters/\(adapter.name)/install.sql"), encoding: .utf8)
            #expect(adapter.sql == installed, "\(adapter.name): the embedded SQL is adapters/\(adapter.name)/install.sql")
            let link = Self.root.appendingPathComponent("Sources/Adapters/sql/\(adapter.name).sql")
            #expect(link.resolvingSymlinksInPath().path == Self.root.appendingPathComponent("adapters/\(adapter.name)/install.sql").path)
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(adapter.page).path), "\(adapter.page)")
            #expect(!adapter.signature.isEmpty && !adapter.product.isEmpty && !adapter.summary.isEmpty)
        }
    }

    @Test func theHeaderSaysWhatTheAdapterIs() {
        let adapter = Adapter(Array("""
            -- unreadctl adapter: acme
            -- product: Acme Chat
            -- detected by: rooms, posts
            -- summary: one line
            -- ====
            SELECT 1;
            """.utf8))
        #expect(adapter.name == "acme" && adapter.product == "Acme Chat" && adapter.summary == "one line")
        #expect(adapter.signature == ["rooms", "posts"] && adapter.page == "docs/adapters/acme.md")
    }
}
