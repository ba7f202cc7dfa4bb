/// A one-dimensional array sent as one binary `$n` parameter (PostgreSQL's `array_recv`
/// format): thousands of values in one statement, exactly — no text to parse, no time zone or
/// DateStyle in between. Cast the parameter in SQL to the same type (`$1::bigint[]`).
public struct BinaryArray: QueryParameter, Sendable {
    /// The element types this tool sends, with their type OIDs.
    public enum Element: UInt32, Sendable {
        case int8 = 20
        case text = 25
        case timestamptz = 1184
    }

    public let element: Element
    public private(set) var count = 0
    private var hasNull = false
    private var values = BinaryCopyEncoder(header: false)

    public init(_ element: Element) { self.element = element }

    /// The size of the values sent, in bytes.
    public var bytes: Int { values.bytes.count }

    public mutating func append(_ value: Int64) {
        precondition(element == .int8 || element == .timestamptz, "an int8 or timestamptz array")
        values.append(int64: value)
        count += 1
    }

    public mutating func append(_ value: String) {
        precondition(element == .text, "a text array")
        values.append(text: value)
        count += 1
    }

    /// A text element; nil is NULL.
    public mutating func append(_ value: String?) {
        precondition(element == .text, "a text array")
        values.append(text: value)
        hasNull = hasNull || value == nil
        count += 1
    }

    /// A timestamp in microseconds since 2000-01-01 UTC (`PostgresTimestamp`); nil is NULL.
    public mutating func append(timestampMicros value: Int64?) {
        precondition(element == .timestamptz, "a timestamptz array")
        values.append(timestampMicros: value)
        hasNull = hasNull || value == nil
        count += 1
    }

    public var postgresBinary: [UInt8]? {
        var header = BinaryCopyEncoder(header: false)
        header.appendInt32(1) // dimensions
        header.appendInt32(hasNull ? 1 : 0)
        header.appendInt32(Int32(bitPattern: element.rawValue))
        header.appendInt32(Int32(count))
        header.appendInt32(1) // lower bound
        return header.bytes + values.bytes
    }

    /// Only the binary form is ever sent.
    public var postgresText: String { preconditionFailure("BinaryArray travels in binary form") }
}
