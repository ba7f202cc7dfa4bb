import ArgumentParser
import Jobs

// Placeholder registered in the root command; its issue replaces this file.
struct SeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "seed", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        try ExitStatus.run { throw JobError.invalidInput("`unreadctl seed` is not built yet") }
    }
}
