import Testing
@testable import Postgres

@Suite struct ErrorMappingTests {
    @Test func connectionClassesAreConnectionFailures() {
        #expect(PostgresError(kind: .connection, message: "x").isConnectionFailure)
        #expect(PostgresError(kind: .server, sqlState: "28P01", message: "password").isConnectionFailure)
        #expect(PostgresError(kind: .server, sqlState: "08006", message: "lost").isConnectionFailure)
        #expect(PostgresError(kind: .server, sqlState: "57P01", message: "shutdown").isConnectionFailure)
        #expect(!PostgresError(kind: .server, sqlState: "42P01", message: "no table").isConnectionFailure)
        #expect(!PostgresError(kind: .server, sqlState: "57014", message: "cancel").isConnectionFailure)
        #expect(PostgresError(kind: .server, sqlState: "57014", message: "cancel").isCancellation)
    }

    @Test func descriptionIsOneLineWithDetailAndHint() {
        let error = PostgresError(kind: .server, sqlState: "23505", message: "duplicate key\n  value",
                                  detail: "Key (id)=(1) already exists.", hint: "use another id")
        #expect(error.description == "duplicate key value (Key (id)=(1) already exists.); hint: use another id")
        #expect(!error.description.contains("\n"))
    }

    @Test func passwordsAreRedactedFromConninfoAndURIs() {
        let uri = ConnectionString("postgresql://alice:s3cr3t@db.example:5432/chat?sslmode=require")
        #expect(uri.password == "s3cr3t")
        #expect(uri.description == "postgresql://alice:***@db.example:5432/chat?sslmode=require")
        #expect(uri.redact("failed for postgresql://alice:s3cr3t@db and s3cr3t") == "failed for postgresql://alice:***@db and ***")
        let kv = ConnectionString("host=db user=alice password='p w' dbname=chat")
        #expect(kv.password == "p w")
        #expect(kv.description == "host=db user=alice password=*** dbname=chat")
        #expect(ConnectionString("host=db").redact("PGPASSWORD leaked: hunter2", environment: ["PGPASSWORD": "hunter2"])
            == "PGPASSWORD leaked: ***")
    }

    @Test func resolutionOrderIsDSNThenDatabaseURLThenLibpqDefaults() {
        let env = ["DATABASE_URL": "postgresql:///fromenv"]
        #expect(ConnectionString.resolve(dsn: "dbname=x", environment: env).conninfo == "dbname=x")
        #expect(ConnectionString.resolve(dsn: nil, environment: env).conninfo == "postgresql:///fromenv")
        #expect(ConnectionString.resolve(dsn: nil, environment: [:]).conninfo == "")
    }
}
