import Foundation
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres

/// The Debian package as an operator gets it: built by scripts/package-deb.sh, unpacked with
/// `dpkg-deb -x`, and run with no Swift toolchain on its paths (docs/packaging.md#how-it-is-tested).
@Suite(.enabled(if: DebianPackage.runs, Comment(rawValue: DebianPackage.skipReason)))
struct DebianPackageTests {
    /// Every command and subcommand the parser declares, as its page is named: `unreadctl-schema-apply`.
    static func commandPages(_ package: DebianPackage.Built) throws -> [String] {
        let dump = try package.unreadctl(["--experimental-dump-help"])
        let tool = try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any]
        func pages(_ command: [String: Any]?, _ prefix: String) -> [String] {
            guard let name = command?["commandName"] as? String else { return [] }
            let page = prefix.isEmpty ? name : prefix + "-" + name
            return [page] + ((command?["subcommands"] as? [[String: Any]]) ?? []).flatMap { pages($0, page) }
        }
        return pages(tool?["command"] as? [String: Any], "")
    }

    @Test func theBinaryLoadsNoSwiftLibrary() throws {
        let package = try DebianPackage.built()
        let ldd = try DebianPackage.run(["/usr/bin/ldd", package.binary])
        #expect(ldd.status == 0, "\(ldd.output)")
        #expect(ldd.output.contains("libpq.so.5 => /"), "\(ldd.output)")
        for library in ["swift", "Foundation", "dispatch", "BlocksRuntime", "not found"] {
            #expect(!ldd.output.contains(library), "ldd shows \(library): \(ldd.output)")
        }
    }

    @Test func itsControlFieldsNameTheVersionAndOnlyLibpqBesideTheCRuntime() throws {
        let package = try DebianPackage.built()
        let fields = try DebianPackage.run(["/usr/bin/dpkg-deb", "--field", package.deb, "Package", "Version", "Architecture", "Depends"])
        let field = Dictionary(fields.output.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { $1 })
        let debugBuild = try UnreadctlBinary.run(["--version"])
        #expect(field["Package"] == "unreadctl")
        #expect(field["Version"] == debugBuild.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(package.deb.hasSuffix("/unreadctl_\(field["Version"] ?? "")_\(field["Architecture"] ?? "").deb"))
        let depends = Set((field["Depends"] ?? "").split(separator: ",").map {
            String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " })
        })
        // libc6, libgcc-s1 and libstdc++6 are on every Debian (apt needs them): only libpq5 is pulled.
        #expect(depends.contains("libpq5"), "Depends: \(field["Depends"] ?? "")")
        #expect(depends.isSubset(of: ["libpq5", "libc6", "libgcc-s1", "libstdc++6"]), "Depends: \(field["Depends"] ?? "")")
        let conffiles = try String(contentsOfFile: package.control + "/conffiles", encoding: .utf8)
        #expect(conffiles == "/etc/unreadctl/unreadctl.env\n")
    }

    @Test func itInstallsEachFileWhereTheDocsSay() throws {
        let package = try DebianPackage.built()
        let listing = try DebianPackage.run(["/usr/bin/dpkg-deb", "--contents", package.deb]).output
        func entry(_ path: String) -> String? {
            listing.split(separator: "\n").first { $0.hasSuffix(" ./" + path) }.map(String.init)
        }
        #expect(entry("usr/bin/unreadctl")?.hasPrefix("-rwxr-xr-x root/root") == true)
        #expect(entry("etc/unreadctl/unreadctl.env")?.hasPrefix("-rw------- root/root") == true, "the DATABASE_URL file")
        for path in [
            "usr/lib/systemd/system/unreadctl-nightly.service", "usr/lib/systemd/system/unreadctl-nightly.timer",
            "usr/share/bash-completion/completions/unreadctl", "usr/share/zsh/vendor-completions/_unreadctl",
            "usr/share/fish/vendor_completions.d/unreadctl.fish", "usr/share/doc/unreadctl/copyright",
        ] {
            #expect(entry(path)?.hasPrefix("-rw-r--r-- root/root") == true, "\(path)")
        }
        #expect(listing.split(separator: "\n").first.map { $0.hasPrefix("drwxr-xr-x root/root") } == true, "the root folder")
        // The SQL an operator runs by hand, as the repository has it.
        var shipped = ["sql/roles.sql": "sql/roles.sql"]
        for folder in try FileManager.default.contentsOfDirectory(atPath: DebianPackage.repository + "/adapters") {
            for file in try FileManager.default.contentsOfDirectory(atPath: DebianPackage.repository + "/adapters/" + folder) where file.hasSuffix(".sql") {
                shipped["adapters/\(folder)/\(file)"] = "adapters/\(folder)/\(file)"
            }
        }
        #expect(shipped["adapters/shared/guard.sql"] != nil && shipped.count >= 5)
        for (source, installed) in shipped {
            let original = FileManager.default.contents(atPath: DebianPackage.repository + "/" + source)
            #expect(original != nil && FileManager.default.contents(atPath: package.root + "/usr/share/unreadctl/" + installed) == original, "\(installed)")
        }
    }

    @Test func itRunsWithNoSwiftToolchain() throws {
        let package = try DebianPackage.built()
        let version = try package.unreadctl(["--version"])
        let debugBuild = try UnreadctlBinary.run(["--version"])
        #expect(version.status == 0 && version.output == debugBuild.stdout, "\(version.output)")
        let help = try package.unreadctl(["--help"])
        #expect(help.status == 0)
        for command in ["recompute", "audit", "report", "nightly", "schema", "demo"] {
            #expect(help.output.contains("  \(command) "), "--help lists \(command)")
        }
        if package.hidesToolchain {
            #expect(try package.command(["/bin/sh", "-c", #"test ! -e "$0/usr""#, package.toolchain]).status == 0, "\(package.toolchain) is masked")
        }
    }

    @Test func eachCommandHasAManPageThatManShows() throws {
        let package = try DebianPackage.built()
        let pages = try FileManager.default.contentsOfDirectory(atPath: package.root + "/usr/share/man/man1")
        let commands = try Self.commandPages(package)
        #expect(commands.contains("unreadctl-recompute") && commands.contains("unreadctl-schema-apply"), "\(commands)")
        #expect(Set(pages) == Set(commands.map { $0 + ".1.gz" }))
        let local = try DebianPackage.run(["/usr/bin/man", "-P", "cat", "-l", package.root + "/usr/share/man/man1/unreadctl-recompute.1.gz"], ["MANWIDTH": "200"])
        // As `man unreadctl-recompute` finds it once installed: by name, on the manual path.
        let byName = try DebianPackage.run(["/usr/bin/man", "-P", "cat", "unreadctl-recompute"], ["MANPATH": package.root + "/usr/share/man", "MANWIDTH": "200"])
        for shown in [local, byName] {
            #expect(shown.status == 0, "\(shown.output)")
            #expect(shown.output.contains("unreadctl recompute") && shown.output.contains("Recompute unread counters"), "\(shown.output.prefix(400))")
            for option in ["--apply", "--dsn conninfo", "--batch-size", "--out dir"] {
                #expect(shown.output.contains(option), "man unreadctl-recompute shows \(option)")
            }
        }
        // What mandb puts in the whatis database (and apropos finds): the page's own name first.
        for page in commands {
            let whatis = try DebianPackage.run(["/usr/bin/lexgrog", package.root + "/usr/share/man/man1/\(page).1.gz"])
            #expect(whatis.status == 0 && whatis.output.contains(": \"\(page) - "), "\(whatis.output)")
        }
        let seeAlso = try DebianPackage.run(["/usr/bin/man", "-P", "cat", "unreadctl-schema"], ["MANPATH": package.root + "/usr/share/man", "MANWIDTH": "200"])
        #expect(seeAlso.output.contains("unreadctl-schema-apply(1)"), "SEE ALSO names the pages as installed: \(seeAlso.output)")
    }

    @Test func bashCompletesASubcommandFromTheShippedScript() throws {
        let package = try DebianPackage.built()
        let script = package.root + "/usr/share/bash-completion/completions/unreadctl"
        #expect(try DebianPackage.run(["/bin/bash", "-n", script]).status == 0)
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(!text.hasPrefix("#!"), "a completion is sourced, not run")
        // What bash does on Tab: the words so far, the cursor at the end, then the completion function.
        let complete = """
            source "$1"
            function=$(complete -p unreadctl | sed -n 's/.* -F \\([^ ]*\\) .*/\\1/p')
            read -ra COMP_WORDS <<< "$2"
            [[ "$2" == *" " ]] && COMP_WORDS+=("")
            COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}; COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
            "$function" unreadctl "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        for (line, expected) in [("unreadctl rec", "recompute\n"), ("unreadctl schema st", "status\n"), ("unreadctl recompute --ap", "--apply\n")] {
            let result = try package.command(["/bin/bash", "--noprofile", "--norc", "-c", complete, "complete", script, line])
            #expect(result.status == 0 && result.output == expected, "\(line) -> \(result.output)")
        }
    }

    @Test(.enabled(if: (DebianPackage.zsh != nil && DebianPackage.fish != nil) || DebianPackage.inCI,
                   "zsh or fish is not installed (apt-get install zsh fish); CI installs them and runs this"))
    func zshAndFishAcceptTheirCompletions() throws {
        let package = try DebianPackage.built()
        let zsh = try #require(DebianPackage.zsh, "zsh is not installed (apt-get install zsh)")
        let fish = try #require(DebianPackage.fish, "fish is not installed (apt-get install fish)")
        let zshScript = package.root + "/usr/share/zsh/vendor-completions/_unreadctl"
        #expect(try String(contentsOfFile: zshScript, encoding: .utf8).hasPrefix("#compdef unreadctl"), "zsh finds it by this line")
        let parsed = try package.command([zsh, "-n", zshScript])
        #expect(parsed.status == 0, "zsh -n: \(parsed.output)")
        let fishScript = package.root + "/usr/share/fish/vendor_completions.d/unreadctl.fish"
        let checked = try package.command([fish, "--no-config", "--no-execute", fishScript])
        #expect(checked.status == 0 && checked.output.isEmpty, "fish --no-execute: \(checked.output)")
        // fish's own completion engine on the words so far: the first candidate and its description.
        for (line, expected) in [("unreadctl rec", "recompute"), ("unreadctl schema st", "status"), ("unreadctl recompute --ap", "--apply")] {
            let result = try package.command([fish, "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", fishScript, line])
            let candidates = result.output.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
            #expect(result.status == 0 && candidates == [Substring(expected)], "\(line) -> \(result.output)")
        }
    }

    @Test(.enabled(if: DebianPackage.systemdAnalyze != nil || DebianPackage.inCI, "systemd-analyze is not installed (apt-get install systemd); CI installs it and runs this"))
    func systemdAcceptsTheUnits() throws {
        let package = try DebianPackage.built()
        let analyze = try #require(DebianPackage.systemdAnalyze, "systemd-analyze is not installed (apt-get install systemd)")
        // The extracted tree plus the host's units (the targets the timer and service depend on).
        let root = NSTemporaryDirectory() + "unreadctl-units-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try DebianPackage.run(["/bin/cp", "-a", package.root, root]).status == 0)
        // Both folders: a system without merged /usr keeps the targets in /lib/systemd/system.
        for units in ["/usr/lib/systemd/system", "/lib/systemd/system"] where FileManager.default.fileExists(atPath: units) {
            #expect(try DebianPackage.run(["/bin/cp", "-an", units + "/.", root + "/usr/lib/systemd/system/"]).status == 0)
        }
        // MANPATH: `Documentation=man:unreadctl-nightly(1)` is checked against the package's pages.
        let verify = try DebianPackage.run(
            [analyze, "verify", "--root=" + root, "/usr/lib/systemd/system/unreadctl-nightly.service", "/usr/lib/systemd/system/unreadctl-nightly.timer"],
            ["MANPATH": package.root + "/usr/share/man"]
        )
        #expect(verify.status == 0 && verify.output.isEmpty, "systemd-analyze verify: \(verify.output)")
    }

    /// `schema status`, `recompute`, `audit`, `report`, then the nightly exactly as the unit
    /// starts it, with the environment file: what an operator's host runs.
    @Test func theInstalledCommandsRunAgainstARealServer() throws {
        let package = try DebianPackage.built()
        let target = try TestCluster.makeDatabase(schema: false)
        let out = NSTemporaryDirectory() + "unreadctl-deb-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let dsn = ["--dsn", target.conninfo]
        #expect(try package.unreadctl(["schema", "status"] + dsn).status == 65, "no schema yet")
        #expect(try package.unreadctl(["schema", "apply"] + dsn).status == 0)
        let status = try package.unreadctl(["schema", "status"] + dsn)
        #expect(status.status == 0 && status.output.contains("schema is current"), "\(status.output)")
        let seed = try package.unreadctl(["seed", "--scale", "small", "--seed", "3", "--inject-anomalies", "--quiet"] + dsn)
        #expect(seed.status == 0, "\(seed.output)")
        let recompute = try package.unreadctl(["recompute", "--out", out, "--quiet"] + dsn)
        #expect(recompute.status == 0, "\(recompute.output)")
        let audit = try package.unreadctl(["audit", "--out", out, "--quiet"] + dsn)
        #expect(audit.status == 1, "the planted anomalies are findings: \(audit.output)")
        let report = try package.unreadctl(["report", "--out", out, "--quiet"] + dsn)
        #expect(report.status == 0, "\(report.output)")
        let day = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/" + day)
        for file in ["unread_drift.csv", "audit.csv", "latency_summary.csv"] {
            #expect(files.contains(file), "\(file) in \(files)")
        }
        let drift = try String(contentsOfFile: out + "/\(day)/unread_drift.csv", encoding: .utf8)
        #expect(drift.split(whereSeparator: \.isNewline).count > 1, "the seed drifted some counters: \(drift)")

        // The unit's ExecStart under the unit's environment file, the paths moved into `out`.
        let service = try String(contentsOfFile: package.root + "/usr/lib/systemd/system/unreadctl-nightly.service", encoding: .utf8)
        let environmentFile = try #require(DebianPackage.value(of: "EnvironmentFile", in: service))
        #expect(environmentFile == "/etc/unreadctl/unreadctl.env")
        let execStart = try #require(DebianPackage.value(of: "ExecStart", in: service))
        #expect(!execStart.contains("\"") && !execStart.contains("'") && !execStart.contains("$"), "split on spaces below: \(execStart)")
        let state = out + "/state"
        let argv = execStart.split(separator: " ").map {
            $0.replacingOccurrences(of: "/usr/bin/unreadctl", with: package.binary).replacingOccurrences(of: "/var/lib/unreadctl", with: state)
        }
        #expect(argv.first == package.binary)
        // The folders postinst makes.
        for folder in ["reports", "metrics"] {
            try FileManager.default.createDirectory(atPath: state + "/" + folder, withIntermediateDirectories: true)
        }
        var shipped = try String(contentsOfFile: package.root + environmentFile, encoding: .utf8)
        #expect(shipped.contains("#DATABASE_URL="), "the file shows where the DSN goes")
        shipped += "DATABASE_URL=\(try DebianPackage.uri(target.conninfo))\n"
        let environment = Dictionary(shipped.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("=") }.map {
            let parts = $0.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), String(parts[1]))
        }, uniquingKeysWith: { $1 })
        let nightly = try package.command(Array(argv), environment)
        #expect(nightly.status == 0 || nightly.status == 1, "SuccessExitStatus=1: \(nightly.output)")
        let metrics = try String(contentsOfFile: state + "/metrics/unreadctl.prom", encoding: .utf8)
        #expect(metrics.contains("unreadctl_nightly_"), "\(metrics)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state + "/reports").count == 1)
    }

    @Test func demoRunsTheWholeChainOnItsOwnCluster() throws {
        let package = try DebianPackage.built()
        let out = NSTemporaryDirectory() + "unreadctl-deb-demo-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let demo = try package.unreadctl(["demo", "--out", out])
        #expect(demo.status == 0, "\(demo.output)")
        #expect(demo.output.contains("demo finished"), "\(demo.output)")
        let day = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/" + day)
        for file in ["unread_drift.csv", "audit.csv", "latency_summary.csv", "trends.csv"] {
            #expect(files.contains(file), "\(file) in \(files)")
        }
    }
}

/// Builds the package once per test process and unpacks it.
enum DebianPackage {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static let tools = ["/usr/bin/dpkg-deb", "/usr/bin/dpkg-shlibdeps", "/usr/bin/man", "/usr/bin/lexgrog", "/usr/bin/unshare"]
    static let missing = tools.filter { !FileManager.default.isExecutableFile(atPath: $0) }
    static let optedOut = ProcessInfo.processInfo.environment["UNREADCTL_SKIP_PACKAGE"] == "1"
    /// Under CI they always run: a missing tool or the opt-out fails them there.
    static let runs = inCI || (missing.isEmpty && !optedOut)
    static let skipReason = optedOut
        ? "UNREADCTL_SKIP_PACKAGE=1 (the release build takes minutes); CI runs these"
        : "\(missing.joined(separator: ", ")) not installed (apt-get install dpkg-dev man-db); CI installs them and runs these"
    static let zsh = ["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let fish = ["/usr/bin/fish", "/bin/fish"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Built: Sendable {
        let deb: String
        /// The `dpkg-deb -x` tree and the `dpkg-deb -e` control files.
        let root: String
        let control: String
        var binary: String { root + "/usr/bin/unreadctl" }
        /// Where the test process's Swift runtime lives, hidden from the package's processes.
        let toolchain: String
        let hidesToolchain: Bool
        let home: String

        /// A program run as on a host with no Swift: PATH and HOME only, the toolchain's folder
        /// masked by an empty one where a mount namespace is allowed.
        func command(_ argv: [String], _ environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
            var env = ["PATH": DebianPackage.hostPath, "HOME": home, "LANG": "C.UTF-8", "TZ": "UTC"]
            env.merge(environment) { $1 }
            let masked = hidesToolchain
                ? ["/usr/bin/unshare", "--mount", "/bin/sh", "-c", #"mount -t tmpfs -o size=1m none "$0" && exec "$@""#, toolchain] + argv
                : argv
            return try ChildProcess.run(masked, environment: env)
        }

        func unreadctl(_ arguments: [String], _ environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
            try command([binary] + arguments, environment)
        }
    }

    /// The system's programs only; checked below to hold no `swift`.
    static let hostPath = "/usr/sbin:/usr/bin:/sbin:/bin"

    private static let result: Result<Built, any Error> = Result { try build() }
    /// The package, its unpacked tree and the demo's home: 80 MB, removed at exit.
    nonisolated(unsafe) private static var workFolder: String?
    static func built() throws -> Built { try result.get() }

    private static func build() throws -> Built {
        if !missing.isEmpty { throw PackageError("\(missing.joined(separator: ", ")) not installed (apt-get install dpkg-dev man-db)") }
        for folder in hostPath.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swift") {
            throw PackageError("\(folder)/swift: the Swift toolchain is on the system PATH, so the package cannot be run without it")
        }
        let work = NSTemporaryDirectory() + "unreadctl-package-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work + "/home", withIntermediateDirectories: true)
        workFolder = work
        atexit { DebianPackage.workFolder.map { _ = try? FileManager.default.removeItem(atPath: $0) } }
        let log = work + "/package-deb.log"
        let script = try ChildProcess.run([repository + "/scripts/package-deb.sh", work + "/out"], directory: repository, stderrFile: log)
        guard script.status == 0 else {
            let tail = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").suffix(30).joined(separator: "\n")
            throw PackageError("scripts/package-deb.sh exited \(script.status):\n\(tail)")
        }
        let deb = script.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let root = work + "/root", control = work + "/control"
        for step in [["/usr/bin/dpkg-deb", "-x", deb, root], ["/usr/bin/dpkg-deb", "-e", deb, control]] {
            let outcome = try ChildProcess.run(step)
            guard outcome.status == 0 else { throw PackageError("\(step.joined(separator: " ")): \(outcome.output)") }
        }
        let toolchain = try swiftRuntimeFolder()
        let probe = try ChildProcess.run(["/usr/bin/unshare", "--mount", "/bin/sh", "-c", #"mount -t tmpfs -o size=1m none "$0" && ! test -e "$0/usr""#, toolchain])
        return Built(deb: deb, root: root, control: control, toolchain: toolchain, hidesToolchain: probe.status == 0, home: work + "/home")
    }

    /// The toolchain this test process loads its Swift runtime from (`<toolchain>/usr/lib/swift/…`).
    private static func swiftRuntimeFolder() throws -> String {
        // Read to the end: procfs files report a size of 0.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        guard let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let path = line.split(separator: " ").last, let range = path.range(of: "/usr/lib/swift/")
        else { throw PackageError("no libswiftCore.so in /proc/self/maps") }
        let folder = String(path[..<range.lowerBound])
        guard !folder.isEmpty else { throw PackageError("the Swift runtime is in /usr/lib: it cannot be hidden from the package") }
        return folder
    }

    /// Runs a tool of the host as the test process would.
    static func run(_ argv: [String], _ environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        return try ChildProcess.run(argv, environment: env)
    }

    /// `Key=value` of a unit file's `[Service]` line.
    static func value(of key: String, in unit: String) -> String? {
        unit.split(separator: "\n").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
    }

    /// The throwaway cluster's conninfo as a URI, which an environment file holds without quotes.
    static func uri(_ conninfo: String) throws -> String {
        let pairs = Dictionary(conninfo.split(separator: " ").map {
            let parts = $0.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }, uniquingKeysWith: { $1 })
        guard let host = pairs["host"], let port = pairs["port"], let user = pairs["user"], let database = pairs["dbname"] else {
            throw PackageError("unexpected conninfo: \(conninfo)")
        }
        return "postgresql://\(user)@/\(database)?host=\(host)&port=\(port)"
    }
}

struct PackageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
