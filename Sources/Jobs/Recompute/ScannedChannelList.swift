/// Every channel of a scanned recompute, kept by column (docs/benchmark.md#memory): the ids,
/// the types, the cids in one byte arena and the teams as numbers of a small list. A
/// `RecomputeBatchChannel` (two strings) is made only for the channels of the batch being
/// counted. Kept as a struct per channel, the list took about 130 bytes a channel (a heap
/// string for each cid): 20 MB of the recompute's peak at 156,000 channels, growing with them.
struct ScannedChannelList: Sendable {
    private var ids: [Int64] = []
    private var types: [Int32] = []
    /// cids[k] is `cidBytes[cidEnds[k - 1] ..< cidEnds[k]]` (from 0 for the first).
    private var cidBytes: [UInt8] = []
    private var cidEnds: [Int] = []
    /// The channel's index in `teamNames`, or -1 for no team.
    private var teams: [Int32] = []
    private var teamNames: [String] = []
    private var teamNumbers: [String: Int32] = [:]

    var count: Int { ids.count }

    /// The number of the channel at `position`: its id on integer keys, else position + 1.
    func id(at position: Int) -> Int64 { ids[position] }

    /// Adds the next channel: its number, type, cid (UTF-8) and team.
    mutating func append(id: Int64, type: Int, cid: UnsafeBufferPointer<UInt8>, team: String?) {
        ids.append(id)
        types.append(Int32(type))
        cidBytes.append(contentsOf: cid)
        cidEnds.append(cidBytes.count)
        if let team {
            if let number = teamNumbers[team] {
                teams.append(number)
            } else {
                let number = Int32(teamNames.count)
                teamNames.append(team)
                teamNumbers[team] = number
                teams.append(number)
            }
        } else {
            teams.append(-1)
        }
    }

    /// Done adding: the columns keep exactly their rows (an array grown by appending holds up
    /// to twice its count).
    mutating func seal() {
        ids = Self.trimmed(ids)
        types = Self.trimmed(types)
        cidBytes = Self.trimmed(cidBytes)
        cidEnds = Self.trimmed(cidEnds)
        teams = Self.trimmed(teams)
        teamNumbers = [:]
    }

    /// The channels at `positions`, as the batch counts them.
    func channels(_ positions: Range<Int>) -> [RecomputeBatchChannel] {
        positions.map { position in
            let start = position == 0 ? 0 : cidEnds[position - 1]
            let cid = cidBytes.withUnsafeBufferPointer { String(decoding: $0[start..<cidEnds[position]], as: UTF8.self) }
            let team = teams[position]
            return RecomputeBatchChannel(id: ids[position], cid: cid, type: Int(types[position]),
                                         team: team < 0 ? nil : teamNames[Int(team)])
        }
    }

    private static func trimmed<T>(_ array: [T]) -> [T] {
        array.withUnsafeBufferPointer { Array($0) }
    }
}
