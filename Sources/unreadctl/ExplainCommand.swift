import ArgumentParser
import Foundation
import Jobs

/// `unreadctl explain --channel ID --user ID`: why one member's counters say what they say
/// (docs/commands.md#unreadctl-explain).
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain one member's unread counters: each message after the read position, counted or left out by which rule.",
        discussion: """
            Reads one channel by its index and the user's memberships, in one read-only snapshot; writes nothing. \
            Shows the stored counters beside their recount, every message after the read position (and a few \
            before it) with the rule of docs/rules.md that leaves it out, the receipt trail where the source has \
            a receipt log, and the user's totals with each channel's part. Ids are the source's own (--schema). \
            Exit 65 for an unknown channel or user, a former member, or a channel type without read events; \
            64 for an id that cannot be one of the source's.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @Option(help: ArgumentHelp("The channel's id, as the source spells it (channels.id).", valueName: "id"))
    var channel: String

    @Option(help: ArgumentHelp("The user's id, as the source spells it (users.id).", valueName: "id"))
    var user: String

    @Option(help: "text for a person, json for scripts and tickets.")
    var format: Format = .text

    @Option(help: ArgumentHelp("List at most this many messages after the read position; the rest are counted, not shown.", valueName: "n"))
    var limit: Int = ExplainOptions.defaultLimit

    func validate() throws {
        if limit < 0 || limit > 1_000_000 { throw ValidationError("--limit takes a number from 0 to 1000000") }
        if channel.isEmpty || channel.contains("\0") { throw ValidationError("--channel takes a channel id") }
        if user.isEmpty || user.contains("\0") { throw ValidationError("--user takes a user id") }
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let explanation = try ExplainJob.run(ExplainOptions(channel: channel, user: user, limit: limit), database: connection.database)
            var text = ""
            switch format {
            case .text: ExplainText.write(explanation, to: &text)
            case .json: text = try explanation.json() + "\n"
            }
            if !logging.quiet { print(text, terminator: "") }
            return 0
        }
    }
}
