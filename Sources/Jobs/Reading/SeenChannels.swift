import Postgres
import Runtime

/// The channels a relation's whole read had rows of (`ChannelScan.Narrowing`): the integer
/// ids as the rows gave them — a channel with no `channels` row too, which the reports keep
/// (`ScanChannels.keepsOrphans`) — or, for text or uuid keys, the positions of the listed
/// channels the rows found.
struct SeenChannels: Sendable {
    private var ids = Set<Int64>()
    private var positions = Set<Int>()
    /// The last row's channel: rows come in runs of one channel often enough to skip the set.
    private var last: Int64?

    mutating func add(_ row: CopyRow, _ channels: ScanChannels) {
        if channels.keyed {
            if let position = channels.position(row, 0) { positions.insert(position) }
        } else {
            let id = row.int64(notNull: 0)
            guard id != last else { return }
            last = id
            ids.insert(id)
        }
    }

    /// Their keys as the source spells them, in increasing order of id or position.
    func keys(_ channels: ScanChannels, type: KeyType) -> [String] {
        if channels.keyed {
            return positions.sorted().map { position in channels.withKey(at: position) { type.text($0) } }
        }
        return ids.sorted().map(String.init)
    }
}
