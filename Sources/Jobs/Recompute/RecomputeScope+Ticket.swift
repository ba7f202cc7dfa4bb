import Postgres
import Runtime

extension RecomputeScope {
    /// A ticket scope checked against the source before any scan (docs/commands.md#a-run-scoped-to-one-ticket):
    /// channel keys spelled as the source spells them (64 for one that cannot be a key), and
    /// every channel and user there (65 naming the first that is not).
    func resolved(on connection: Connection, source: ContractSource) throws -> RecomputeScope {
        var scope = self
        scope.channels = try channels.map { try source.keys.channel.canonical($0, option: "--channel", source: source) }
        try JobError.during("checking --channel and --user") {
            for channel in scope.channels {
                let found = try connection.scalarInt("SELECT count(*) FROM channels c WHERE c.id = $1::\(source.keys.channel.sql)", [channel]) ?? 0
                if found == 0 { throw JobError.notFound("--channel \(channel): no channel with that id in \(source.placeName)") }
            }
            for user in users {
                let found = try connection.scalarInt("SELECT count(*) FROM users u WHERE u.id = $1", [user]) ?? 0
                if found == 0 { throw JobError.notFound("--user \(user): no user with that id in \(source.placeName)") }
            }
        }
        return scope
    }
}
