import ArgumentParser

@main
struct Unreadctl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unreadctl",
        abstract: "Recompute unread counters, audit read receipts and report read latency on a chat backend's PostgreSQL.",
        discussion: "Exit codes: 0 done, 1 audit findings at or above --fail-on, 64 usage, 65 schema missing or of another version, 69 database unreachable, 70 internal error, 73 cannot write the output, 75 another run holds the lock, 130/143 interrupted.",
        subcommands: [
            RecomputeCommand.self,
            AuditCommand.self,
            ReportCommand.self,
            NightlyCommand.self,
            SchemaCommand.self,
            SeedCommand.self,
            DemoCommand.self,
        ]
    )
}
