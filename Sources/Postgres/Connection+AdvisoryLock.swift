extension Connection {
    /// Takes the session-level advisory lock `key` if it is free; false when another session
    /// holds it. Released by `advisoryUnlock` or when the connection closes.
    public func tryAdvisoryLock(_ key: Int64) throws -> Bool {
        try query("SELECT pg_try_advisory_lock($1::bigint)", [key]).bool(0, 0) ?? false
    }

    @discardableResult
    public func advisoryUnlock(_ key: Int64) throws -> Bool {
        try query("SELECT pg_advisory_unlock($1::bigint)", [key]).bool(0, 0) ?? false
    }
}
