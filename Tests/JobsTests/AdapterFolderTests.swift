import Adapters
import Foundation
import Testing
import TestSupport

/// An adapter is one folder, `adapters/NAME/`, and one line in `Adapters.all`
/// (docs/contributing.md#how-to-add-an-adapter): what the binary embeds is that folder's
/// install.sql with the shared files it includes, its header names the adapter, the backend and
/// the tables that detect it, and its page lies beside it.
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
            let expected = try AdapterFiles.installSQLWithIncludes(adapter.name)
            #expect(adapter.sql == expected,
                    "\(adapter.name): the embedded SQL is adapters/\(adapter.name)/install.sql with adapters/shared/ in place of its includes")
            let link = Self.root.appendingPathComponent("Sources/Adapters/sql/\(adapter.name).sql")
            #expect(link.resolvingSymlinksInPath().path == Self.root.appendingPathComponent("adapters/\(adapter.name)/install.sql").path)
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(adapter.page).path), "\(adapter.page)")
            #expect(!adapter.signature.isEmpty && !adapter.product.isEmpty && !adapter.summary.isEmpty)
        }
    }

    /// The schema guard and the shape of `adapter_info` are written once, in adapters/shared/:
    /// each install.sql names itself, includes the guard before it creates anything, and builds
    /// its adapter_info from the shared file, never its own.
    @Test func everyAdapterIncludesTheSharedGuardAndAdapterInfo() throws {
        let shared = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("adapters/shared").path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(shared == Adapters.shared.keys.sorted())
        for file in shared {
            let link = Self.root.appendingPathComponent("Sources/Adapters/sql/shared_\(file)")
            #expect(link.resolvingSymlinksInPath().path == Self.root.appendingPathComponent("adapters/shared/\(file)").path, "\(file)")
            let text = try AdapterFiles.text("shared/" + file)
            #expect(Adapters.shared[file] == Array(text.utf8))
        }
        for adapter in Adapters.all {
            let lines = try AdapterFiles.text(adapter.name + "/install.sql").split(separator: "\n").map(String.init)
            let statements = lines.filter { !$0.hasPrefix("--") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(Array(statements.prefix(2)) == ["SET LOCAL unreadctl.adapter = '\(adapter.name)';", "\\ir ../shared/guard.sql"],
                    "\(adapter.name): names itself and runs the guard first")
            #expect(lines.filter { $0 == "\\ir ../shared/adapter_info.sql" }.count == 1, "\(adapter.name)")
            let own = lines.filter { $0.contains("VIEW adapter_info") || $0.contains("current_schema() IN ('public'") }
            #expect(own.isEmpty, "\(adapter.name) writes its own: \(own)")
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
        #expect(adapter.signature == ["rooms", "posts"] && adapter.page == "adapters/acme/README.md")
    }
}
