import Foundation

/// One `channel_members` row as generated.
struct SeedMemberRow: Sendable {
    var channelId: Int64
    var user: Int32
    var joined: Int64
    var left: Int64?
    var muted: Bool
    var state: SeedMemberState
}

/// Membership rows parked on disk (see `SeedRowFile`).
struct SeedMemberFile {
    private let file: SeedRowFile

    init() throws { file = try SeedRowFile(slots: 11) }

    var count: Int { file.count }

    func append(_ row: SeedMemberRow) throws {
        let s = row.state, null = SeedRowFile.null
        try file.append(row.channelId, Int64(row.user), row.joined, row.left ?? null, s.readAt ?? null, s.readMessageId ?? null,
                        s.deliveredAt ?? null, s.deliveredMessageId ?? null, Int64(s.unread), Int64(s.mentions), row.muted ? 1 : 0)
    }

    /// Reads every row back, in the order written.
    func forEach(_ body: (SeedMemberRow) throws -> Void) throws {
        try file.forEach { r in
            let state = SeedMemberState(readAt: r.optional(4), readMessageId: r.optional(5), deliveredAt: r.optional(6),
                                        deliveredMessageId: r.optional(7), unread: Int(r[8]), mentions: Int(r[9]))
            try body(SeedMemberRow(channelId: r[0], user: Int32(r[1]), joined: r[2], left: r.optional(3), muted: r[10] != 0, state: state))
        }
    }
}
