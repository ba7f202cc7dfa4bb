import ArgumentParser
import Jobs

// Placeholder registered in the root command; its issue replaces this file.
struct NightlyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "nightly", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        try ExitStatus.run { throw JobError.invalidInput("`unreadctl nightly` is not built yet") }
    }
}
