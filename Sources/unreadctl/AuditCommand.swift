import ArgumentParser
import Jobs

// Placeholder registered in the root command; its issue replaces this file.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "audit", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        try ExitStatus.run { throw JobError.invalidInput("`unreadctl audit` is not built yet") }
    }
}
