import Foundation
import ReadState

/// How a mapping's missing relations and columns read (docs/mappings.md#capabilities): as
/// common table expressions named like them, put in front of a statement that reads them. A
/// CTE is inlined where it is read once, so a stand-in column costs nothing, and a relation
/// that is absent is an empty one of the contract's column types.
enum StandInRelations {
    struct Definition: Sendable {
        /// The relation a statement reads (`FROM name` / `JOIN name`).
        let relation: String
        /// `name AS (…)`.
        let cte: String
    }

    static func definitions(absent: Set<SourceCapability>, keys: ContractKeys = .reference) -> [Definition] {
        var result: [Definition] = []
        // Key columns of a stand-in have the source's key types, so they compare with its keys.
        let contract = keys.typing(SchemaContract.dataColumns)
        func empty(_ relation: String, _ capability: SourceCapability, extra: [SchemaContract.Column] = []) {
            let columns = contract.filter { $0.table == relation && $0.capability == capability } + extra
            let list = columns.map { "NULL::\($0.type) AS \($0.column)" }.joined(separator: ", ")
            result.append(Definition(relation: relation, cte: "\(relation) AS (SELECT \(list) WHERE false)"))
        }
        func zeros(_ relation: String, alias: String, _ capabilities: [SourceCapability]) {
            let columns = SchemaContract.dataColumns.filter { $0.table == relation && $0.capability.map(capabilities.contains) == true }
            guard !columns.isEmpty else { return }
            let list = columns.map { "0::\($0.type) AS \($0.column)" }.joined(separator: ", ")
            // Inside a CTE's own definition its name is the real relation (a WITH without RECURSIVE).
            result.append(Definition(relation: relation, cte: "\(relation) AS (SELECT \(alias).*, \(list) FROM \(relation) \(alias))"))
        }
        if absent.contains(.receiptLog) { empty("receipt_events", .receiptLog) }
        if absent.contains(.mentionRows) { empty("message_mentions", .mentionRows) }
        if absent.contains(.mutes) { empty("user_mutes", .mutes) }
        if absent.contains(.threadParticipants) {
            empty("thread_participants", .threadParticipants,
                  extra: contract.filter { $0.capability == .storedThreadCounters })
        } else if absent.contains(.storedThreadCounters) {
            zeros("thread_participants", alias: "tp_source", [.storedThreadCounters])
        }
        if absent.contains(.storedMemberMentions) { zeros("channel_members", alias: "cm_source", [.storedMemberMentions]) }
        zeros("users", alias: "u_source", [.storedUserTotals, .storedUserThreads, .storedUserMentions].filter(absent.contains))
        return result
    }

    /// `statement` with the definitions it reads in front (merged into its own WITH, if any).
    static func rewrite(_ statement: String, definitions: [Definition]) -> String {
        let used = definitions.filter { reads(statement, $0.relation) }
        if used.isEmpty { return statement }
        let ctes = used.map(\.cte).joined(separator: ", ")
        let trimmed = statement.drop { $0 == " " || $0 == "\n" }
        if trimmed.prefix(5).uppercased() == "WITH " {
            return "WITH \(ctes), " + trimmed.dropFirst(5)
        }
        return "WITH \(ctes) " + trimmed
    }

    /// Whether `statement` reads `relation` (`FROM relation` or `JOIN relation` as a whole word).
    static func reads(_ statement: String, _ relation: String) -> Bool {
        statement.range(of: "\\b(FROM|JOIN)\\s+\(relation)\\b", options: [.regularExpression, .caseInsensitive]) != nil
    }
}
