import Foundation
import Jobs
import Runtime
import Testing

/// The kinds of stored counter, declared once (`StoredCounter`, docs/contributing.md#how-to-add-a-counter-kind):
/// what the code iterates agrees with the files it cannot generate, and the run record reads as before.
@Suite struct StoredCounterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The (table, column) pairs `sql/roles.sql` lets the writer UPDATE: its `VALUES` list.
    static func grantedCounters(_ sql: String) throws -> Set<String> {
        let start = try #require(sql.range(of: "SELECT c.t, c.col FROM (VALUES"))
        let end = try #require(sql.range(of: ") AS c(t, col)", range: start.upperBound..<sql.endIndex))
        let list = sql[start.upperBound..<end.lowerBound]
        let pair = /\('([a-z_]+)',\s*'([a-z_]+)'\)/
        return Set(list.matches(of: pair).map { "\($0.output.1).\($0.output.2)" })
    }

    /// The writer's grants in sql/roles.sql are the declared columns, no more, no fewer: a kind
    /// declared without its grant would be refused by `--apply` under the tool's own role.
    @Test func rolesSQLGrantsTheWriterEveryDeclaredColumn() throws {
        let sql = try String(contentsOf: Self.root.appendingPathComponent("sql/roles.sql"), encoding: .utf8)
        let declared = Set(StoredCounter.all.flatMap(\.columns).map { "\($0.table).\($0.name)" })
        #expect(try Self.grantedCounters(sql) == declared)
        // The parse can tell a missing grant.
        let trimmed = sql.replacingOccurrences(of: "('channel_members', 'unread_root_count'),", with: "")
        #expect(try Self.grantedCounters(trimmed) != declared)
    }

    /// Labels, keys, files and columns each belong to one kind.
    @Test func everyKindHasItsOwnLabelsFileAndColumns() {
        let kinds = StoredCounter.all
        for name: KeyPath<StoredCounter, String> in [\.metricLabel, \.recordKey, \.driftFile, \.correctionsLabel, \.rowsName] {
            #expect(Set(kinds.map { $0[keyPath: name] }).count == kinds.count)
        }
        let columns = kinds.flatMap(\.columns).map { "\($0.table).\($0.name)" }
        #expect(Set(columns).count == columns.count)
        #expect(Set(kinds.map(\.id)) == Set(StoredCounter.ID.allCases))
        #expect(StoredCounter.repairOrder.last?.id == .users, "the users' guard counts what the others corrected")
        for counter in MemberCounter.allCases { #expect(counter.kind.columns.map(\.name) == [counter.column]) }
    }

    /// What the repair writes on the reference schema: every declared column but the extras'.
    @Test func theReferenceSchemaWritesEveryContractColumn() {
        let written = CounterWritability.columns(of: .reference).map { "\($0.table).\($0.column)" }
        let contract = StoredCounter.repairOrder.filter { $0.extra == nil }.flatMap(\.columns).map { "\($0.table).\($0.name)" }
        #expect(written == contract)
    }

    /// The run record's `applied`, as runs before the declarations wrote it, reads into the same
    /// counts; written again it has the same keys (an extra only where it had rows).
    @Test func theRunRecordsAppliedReadsAndWritesAsBefore() throws {
        let recorded = #"{"members_corrected":7,"members_left_for_next_run":1,"mentions_corrected":3,"mentions_left_for_next_run":0,"# +
            #""seconds":0.5,"threads_corrected":2,"threads_left_for_next_run":4,"transactions":5,"users_corrected":6,"# +
            #""users_left_for_next_run":2,"users_out_of_range":0}"#
        let outcome = try JSONDecoder().decode(CounterCorrections.Outcome.self, from: Data(recorded.utf8))
        #expect(outcome[.members] == .init(corrected: 7, left: 1) && outcome[.users] == .init(corrected: 6, left: 2))
        #expect(outcome[.threads] == .init(corrected: 2, left: 4) && outcome[.mentions] == .init(corrected: 3, left: 0))
        #expect(outcome[.roots] == .init() && outcome.transactions == 5 && outcome.corrected == 18)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(outcome), as: UTF8.self) == recorded)
        var withRoots = outcome
        withRoots[.roots].left = 1
        let written = String(decoding: try encoder.encode(withRoots), as: UTF8.self)
        #expect(written.contains(#""roots_corrected":0,"roots_left_for_next_run":1,"#))
        #expect(try JSONDecoder().decode(CounterCorrections.Outcome.self, from: Data(written.utf8)) == withRoots)
    }
}
