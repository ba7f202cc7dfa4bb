/// One finding (docs/checks.md#how-findings-look): code, channel, user, message where one applies, and the values
/// involved. The channel is carried by id and `cid` (nil cid: no such row in `channels`).
///
/// Key convention: one finding per (code, channel, user, message id). The message id is set
/// only by RS001 (the member's own latest counted message) and RS004 (the mismatching id);
/// user-level findings (RS006, RS007 on `users`) have no channel.
public struct AuditFinding: Sendable, Equatable {
    public var code: AuditCode
    public var channel: FindingChannel?
    public var userID: String
    public var messageID: Int64?
    public var detail: AuditDetail
    /// The message's key as the source spells it where `messageID` is a number the reader gave
    /// a text or uuid key (docs/mappings.md#keys); nil where the id is the key.
    public var messageKey: String?

    /// The message as outputs show it.
    public var messageText: String? { messageKey ?? messageID.map { String($0) } }

    public init(code: AuditCode, channel: FindingChannel?, userID: String, messageID: Int64? = nil, detail: AuditDetail) {
        self.code = code
        self.channel = channel
        self.userID = userID
        self.messageID = messageID
        self.detail = detail
    }

    public var severity: AuditSeverity { code.check.severity }

    public struct Key: Hashable, Sendable {
        public var code: AuditCode
        public var cid: String?
        public var userID: String
        public var messageID: Int64?

        public init(code: AuditCode, cid: String?, userID: String, messageID: Int64?) {
            self.code = code
            self.cid = cid
            self.userID = userID
            self.messageID = messageID
        }
    }

    /// The key the seed's manifest uses: (code, cid or nil, user, message id or nil).
    public var key: Key { Key(code: code, cid: channel?.cid, userID: userID, messageID: messageID) }
}

/// The channel of a finding: its id always, its `cid` when the `channels` row exists.
public struct FindingChannel: Sendable, Equatable {
    public var id: Int64
    public var cid: String?

    public init(id: Int64, cid: String?) {
        self.id = id
        self.cid = cid
    }

    /// What `audit.csv` shows: the cid, or `#<id>` for a channel id with no `channels` row.
    public var displayName: String { cid ?? "#\(id)" }
}

/// The values behind a finding, e.g. `last_read_at=… < own message created_at=…`, kept as
/// values so the Jobs layer renders timestamps the way PostgreSQL writes them.
public struct AuditDetail: Sendable, Equatable, ExpressibleByArrayLiteral {
    public enum Part: Sendable, Equatable {
        /// `name=value`.
        case field(String, AuditValue)
        /// Plain words.
        case note(String)
    }

    public var parts: [Part]

    public init(_ parts: [Part]) { self.parts = parts }
    public init(arrayLiteral parts: Part...) { self.parts = parts }

    public mutating func append(_ part: Part) { parts.append(part) }

    /// The value of the first field named `name`, for tests and callers that branch on it.
    public func value(_ name: String) -> AuditValue? {
        for case .field(let field, let value) in parts where field == name { return value }
        return nil
    }

    /// One line: parts joined by `; `, timestamps through `timestamp` (microseconds since
    /// 2000-01-01 UTC → text), NULL written as `NULL`.
    public func render(timestamp: (Microseconds) -> String) -> String {
        var line = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { line += "; " }
            switch part {
            case .note(let text): line += text
            case .field(let name, let value): line += name + "=" + value.render(timestamp: timestamp)
            }
        }
        return line
    }
}

public enum AuditValue: Sendable, Equatable {
    case timestamp(Microseconds?)
    case integer(Int64?)
    case text(String)

    public func render(timestamp: (Microseconds) -> String) -> String {
        switch self {
        case .timestamp(let value): return value.map(timestamp) ?? "NULL"
        case .integer(let value): return value.map { String($0) } ?? "NULL"
        case .text(let text): return text
        }
    }
}
