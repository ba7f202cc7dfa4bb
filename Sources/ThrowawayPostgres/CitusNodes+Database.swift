import Postgres

extension CitusNodes {
    /// Creates database `name` on every node with the `citus` extension, registers the
    /// coordinator and adds the workers to its metadata (all on 127.0.0.1); returns the
    /// coordinator's conninfo for it. `name` is the caller's own identifier (interpolated into
    /// CREATE DATABASE); the schema is the caller's (`unreadctl schema apply`).
    public func createDatabase(_ name: String) throws -> ConnectionString {
        for node in all {
            let admin = try Connection(ConnectionString(node.conninfo()))
            defer { admin.close() }
            try admin.execute("CREATE DATABASE \(name)")
            let db = try Connection(ConnectionString(node.conninfo(database: name)))
            defer { db.close() }
            try db.execute("CREATE EXTENSION citus")
        }
        let target = ConnectionString(coordinator.conninfo(database: name))
        let coordinatorDB = try Connection(target)
        defer { coordinatorDB.close() }
        try coordinatorDB.query("SELECT citus_set_coordinator_host('127.0.0.1', $1::int)", [coordinator.port])
        for worker in workers {
            try coordinatorDB.query("SELECT citus_add_node('127.0.0.1', $1::int)", [worker.port])
        }
        return target
    }
}
