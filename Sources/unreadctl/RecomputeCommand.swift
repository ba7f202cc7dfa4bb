import ArgumentParser
import Jobs

// Placeholder registered in the root command; its issue replaces this file.
struct RecomputeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "recompute", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        try ExitStatus.run { throw JobError.invalidInput("`unreadctl recompute` is not built yet") }
    }
}
