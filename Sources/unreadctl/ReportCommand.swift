import ArgumentParser
import Jobs

// Placeholder registered in the root command; its issue replaces this file.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        try ExitStatus.run { throw JobError.invalidInput("`unreadctl report` is not built yet") }
    }
}
