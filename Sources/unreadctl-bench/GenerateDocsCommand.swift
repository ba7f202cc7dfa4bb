import ArgumentParser
import Foundation
import Jobs

/// `unreadctl-bench generate-docs` (hidden; for the project, in its harness, so the operators'
/// binary and man pages do not carry it): writes the generated regions of docs/checks.md and
/// docs/reports.md from the check units and the report declarations
/// (docs/contributing.md#generated-docs).
struct GenerateDocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-docs",
        abstract: "Write the generated parts of docs/checks.md and docs/reports.md from the code.",
        shouldDisplay: false)

    @Option(help: ArgumentHelp("The repository's root folder.", valueName: "dir"))
    var root = "."

    @Flag(help: "Write nothing; exit 1 and name each page whose committed text differs from the generated one.")
    var check = false

    func run() throws {
        var stale: [String] = []
        for page in ReferenceDocs.pages {
            let url = URL(fileURLWithPath: root).appendingPathComponent(page.path)
            let committed: String
            do { committed = try String(contentsOf: url, encoding: .utf8) } catch {
                throw ValidationError("cannot read \(url.path): \(error.localizedDescription) (is --root the repository?)")
            }
            let generated: String
            do { generated = try ReferenceDocs.render(page, over: committed) } catch {
                throw ValidationError("\(page.path): \(error)")
            }
            guard generated != committed else { continue }
            stale.append(page.path)
            if !check { try Data(generated.utf8).write(to: url, options: .atomic) }
        }
        if check {
            for path in stale { print("\(path) differs from the code: run `swift run unreadctl-bench generate-docs`") }
            if !stale.isEmpty { throw ExitCode(1) }
        } else {
            for path in stale { print("wrote \(path)") }
        }
    }
}
