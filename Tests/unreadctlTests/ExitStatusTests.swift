import Jobs
import Postgres
import Runtime
import Testing
import ThrowawayPostgres
@testable import unreadctl

/// The error → exit code table of docs/operations.md#exit-codes, without running anything.
@Suite struct ExitStatusTests {
    @Test func everyErrorMapsToItsSysexitsCode() {
        let refused = PostgresError(kind: .connection, message: "connection refused")
        let broken = PostgresError(kind: .server, sqlState: "XX000", message: "internal")
        let cases: [(Error, Int32)] = [
            (JobError.schemaMissing(schema: nil), 65),
            (JobError.schemaOutdated(applied: 1, expected: 2), 65),
            (JobError.schemaTooNew(applied: 3, known: 2), 65),
            (JobError.lockHeld, 75),
            (JobError.interrupted(signal: 2), 130),
            (JobError.interrupted(signal: 15), 143),
            (JobError.invalidInput("bad"), 64),
            (JobError.database(refused, step: "x"), 69),
            (JobError.database(broken, step: "x"), 70),
            (refused, 69),
            (JobError.schemaContract([SchemaContract.Mismatch(table: "messages", column: "created_at", expected: "timestamp with time zone", found: "text")], schema: nil), 65),
            (JobError.database(PostgresError(kind: .decoding, message: "row 1"), step: "x"), 65),
            (PostgresError(kind: .decoding, message: "row 1"), 65),
            (ThrowawayClusterError(message: "no initdb"), 69),
        ]
        for (error, code) in cases {
            #expect(ExitStatus.classify(error).code == code, "\(error)")
        }
    }

    @Test func messagesAreSingleLines() {
        let multi = PostgresError(kind: .connection, message: "connection to server failed\nIs the server running?")
        let message = ExitStatus.classify(JobError.database(multi, step: "connecting")).message
        #expect(!message.contains("\n"))
        #expect(message.contains("Is the server running?"))
    }
}
