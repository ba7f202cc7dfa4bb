import Foundation
import Postgres

/// The SQL type of a contract key (docs/mappings.md#keys): channel and message ids may be
/// `bigint`, `integer`, `text` or `uuid`, one type per key throughout the contract.
public enum KeyType: String, Sendable, Equatable, Codable {
    case bigint, integer, text, uuid

    /// Integer keys are read as the numbers themselves; text and uuid keys as bytes, numbered
    /// by the reader (`ChannelKeyBatch`, `MessageKeyTable`), and shown as the source's own ids.
    public var isInteger: Bool { self == .bigint || self == .integer }

    /// The key type of a column whose `format_type` is `name`; nil for any other type.
    public init?(formatType name: String) {
        switch name {
        case "bigint": self = .bigint
        case "integer": self = .integer
        case "text": self = .text
        case "uuid": self = .uuid
        default: return nil
        }
    }

    /// The type name as statements spell it: one of four constants, never input.
    public var sql: String { rawValue }

    /// The text form of a key field's binary value, as outputs show it.
    public func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        switch self {
        case .text:
            return String(decoding: bytes, as: UTF8.self)
        case .uuid:
            guard bytes.count == 16 else { return String(decoding: bytes, as: UTF8.self) }
            let hex = bytes.map { String(format: "%02x", $0) }.joined()
            let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
                String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
            }
            return parts.joined(separator: "-")
        case .bigint, .integer:
            var value: Int64 = 0
            for byte in bytes { value = value << 8 | Int64(byte) }
            if bytes.count == 4 { value = Int64(Int32(truncatingIfNeeded: value)) }
            return String(value)
        }
    }
}

/// The key types of a source: the reference schema's are `bigint`.
public struct ContractKeys: Sendable, Equatable {
    public var channel: KeyType
    public var message: KeyType

    public static let reference = ContractKeys(channel: .bigint, message: .bigint)

    public init(channel: KeyType, message: KeyType) {
        self.channel = channel
        self.message = message
    }

    /// The contract columns that hold a channel key, and those that hold a message key.
    static let channelColumns: Set<String> = [
        "channels.id", "channel_members.channel_id", "messages.channel_id", "receipt_events.channel_id",
        "thread_participants.channel_id", "message_mentions.channel_id", "addressed_messages.channel_id",
        "channel_changes.channel_id",
    ]
    static let messageColumns: Set<String> = [
        "messages.id", "messages.parent_id", "channel_members.last_read_message_id", "channel_members.last_delivered_message_id",
        "receipt_events.message_id", "thread_participants.parent_id", "message_mentions.message_id",
    ]

    /// `columns` with each key column typed as this source's key.
    func typing(_ columns: [SchemaContract.Column]) -> [SchemaContract.Column] {
        columns.map { column in
            var typed = column
            let name = column.table + "." + column.column
            if Self.channelColumns.contains(name) { typed.type = channel.sql }
            if Self.messageColumns.contains(name) { typed.type = message.sql }
            return typed
        }
    }
}
