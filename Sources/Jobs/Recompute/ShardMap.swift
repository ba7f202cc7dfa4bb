import Postgres
import Synchronization

/// Which Citus shard holds each channel's rows (docs/citus.md#running-on-citus), asked of the
/// coordinator once per channel and remembered: `--apply` cuts each batch by shard so that
/// every statement goes to the one shard that holds its rows, instead of the whole batch to
/// every shard. All the channel-keyed tables are co-located, so `channel_members`' shards
/// stand for theirs.
final class ShardMap: Sendable {
    private let known = Mutex<[Int64: Int64]>([:])

    static let query = """
        SELECT c, get_shard_id_for_distribution_column('channel_members', c) FROM unnest($1::bigint[]) AS c
        """

    /// Channel → shard for `channels`, asking `connection` for the ones not known yet.
    func shards(of channels: Set<Int64>, on connection: Connection) throws -> [Int64: Int64] {
        let missing = known.withLock { known in channels.filter { known[$0] == nil } }
        if !missing.isEmpty {
            var ids = BinaryArray(.int8)
            missing.forEach { ids.append($0) }
            let result = try connection.query(Self.query, [ids])
            var found: [Int64: Int64] = [:]
            for row in 0..<result.rowCount {
                guard let channel = try result.int(row, 0), let shard = try result.int(row, 1) else { continue }
                found[Int64(channel)] = Int64(shard)
            }
            known.withLock { $0.merge(found) { $1 } }
        }
        return known.withLock { known in channels.reduce(into: [:]) { $0[$1] = known[$1] } }
    }
}
