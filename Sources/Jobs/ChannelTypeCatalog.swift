import Postgres
import ReadState
import Runtime

/// `channel_types`, read once per step by every step that needs it (recompute, audit, report).
enum ChannelTypeCatalog {
    static let query = "SELECT name, read_events, delivery_events FROM channel_types ORDER BY name"

    /// Every channel type, by name. The one decoder of the nullable switches
    /// (docs/rules.md#channel-type-switches): a NULL `read_events` is on, a NULL `delivery_events` is
    /// off — the columns' defaults, which a row without its NOT NULL may lack.
    static func read(_ connection: Connection) throws -> [ChannelTypeRules] {
        try JobError.during("reading channel_types") {
            var types: [ChannelTypeRules] = []
            try connection.copyOut(query) { row in
                types.append(decode(name: row.string(0) ?? "", readEvents: row.bool(1), deliveryEvents: row.bool(2)))
            }
            return types
        }
    }

    /// The types channels name that `channel_types` does not list.
    static let unlistedQuery = """
        SELECT DISTINCT c.type FROM channels c \
        WHERE c.type IS NOT NULL AND NOT EXISTS (SELECT FROM channel_types t WHERE t.name = c.type) ORDER BY 1
        """

    /// `read`, then every type a channel names that `channel_types` lacks, with the default
    /// switches (docs/rules.md#channel-type-switches): what the recompute and the audit apply
    /// to such a channel, so the report counts it so too, under its own type name.
    static func readWithUnlisted(_ connection: Connection) throws -> [ChannelTypeRules] {
        var types = try read(connection)
        try JobError.during("reading the channels' types") {
            try connection.copyOut(unlistedQuery) { row in
                types.append(decode(name: row.string(0) ?? "", readEvents: nil, deliveryEvents: nil))
            }
        }
        return types
    }

    static func decode(name: String, readEvents: Bool?, deliveryEvents: Bool?) -> ChannelTypeRules {
        let defaults = ChannelTypeRules(name: name)
        return ChannelTypeRules(name: name, readEvents: readEvents ?? defaults.readEvents,
                                deliveryEvents: deliveryEvents ?? defaults.deliveryEvents)
    }
}
