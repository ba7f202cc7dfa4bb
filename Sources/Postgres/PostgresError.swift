import Foundation

/// The one error type of the Postgres layer: what libpq or the server said, with the
/// server's diagnostic fields (SQLSTATE, message, detail, hint) where there are any.
public struct PostgresError: Error, Sendable, CustomStringConvertible, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Could not connect, or the connection was lost.
        case connection
        /// The server answered a statement with an error.
        case server
        /// The data on the wire was not what it should be (COPY format, types).
        case protocolViolation
        /// The caller misused the API (missing column, a row outside the result).
        case usage
        /// A value is not of the type the reader needs (a column's type drifted from the
        /// contract, a NULL where a value must be): the data is wrong, not the program.
        case decoding
    }

    public var kind: Kind
    public var sqlState: String?
    public var message: String
    public var detail: String?
    public var hint: String?

    public init(kind: Kind, sqlState: String? = nil, message: String, detail: String? = nil, hint: String? = nil) {
        self.kind = kind
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.hint = hint
    }

    /// SQLSTATE codes the rest of the program branches on.
    public enum Code {
        public static let undefinedTable = "42P01"
        public static let undefinedColumn = "42703"
        public static let queryCanceled = "57014"
        public static let adminShutdown = "57P01"
        public static let crashShutdown = "57P02"
        public static let cannotConnectNow = "57P03"
        public static let invalidPassword = "28P01"
        public static let invalidAuthorization = "28000"
        public static let invalidCatalogName = "3D000"
        public static let lockNotAvailable = "55P03"
        public static let insufficientPrivilege = "42501"
    }

    /// True when the server is unreachable, refused us, or went away.
    public var isConnectionFailure: Bool {
        if kind == .connection { return true }
        guard let state = sqlState else { return false }
        return state.hasPrefix("08")
            || [Code.invalidPassword, Code.invalidAuthorization, Code.invalidCatalogName,
                Code.adminShutdown, Code.crashShutdown, Code.cannotConnectNow].contains(state)
    }

    public var isCancellation: Bool { sqlState == Code.queryCanceled }

    /// One line: the message, then detail and hint when the server gave them.
    public var description: String {
        var line = Self.oneLine(message)
        if let detail, !detail.isEmpty { line += " (\(Self.oneLine(detail)))" }
        if let hint, !hint.isEmpty { line += "; hint: \(Self.oneLine(hint))" }
        return line
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
