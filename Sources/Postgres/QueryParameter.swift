/// A value sent as a `$n` parameter, in PostgreSQL's text form (the server casts it to the
/// parameter's type). SQL is never built by interpolating values.
public protocol QueryParameter {
    var postgresText: String { get }
    /// The value in PostgreSQL's binary form, when it travels that way (`BinaryArray`).
    var postgresBinary: [UInt8]? { get }
}

extension QueryParameter {
    public var postgresBinary: [UInt8]? { nil }
}

extension String: QueryParameter { public var postgresText: String { self } }
extension Substring: QueryParameter { public var postgresText: String { String(self) } }
extension Int: QueryParameter { public var postgresText: String { String(self) } }
extension Int64: QueryParameter { public var postgresText: String { String(self) } }
extension Int32: QueryParameter { public var postgresText: String { String(self) } }
extension Bool: QueryParameter { public var postgresText: String { self ? "t" : "f" } }
extension Double: QueryParameter { public var postgresText: String { "\(self)" } }
extension PostgresTimestamp: QueryParameter { public var postgresText: String { description } }
