@testable import Jobs
import Testing

/// The recompute's channel list kept by column gives back each channel as it was added.
@Suite struct ScannedChannelListTests {
    @Test func eachChannelComesBackWithItsCidTypeAndTeam() {
        let added: [(id: Int64, type: Int, cid: String, team: String?)] = [
            (7, 0, "messaging:alice-bob", "team_1"), (9, 2, "", nil), (10, 1, "équipe:café ☕", "team_2"),
            (12, 0, "x", "team_1"), (40, 3, String(repeating: "long-cid-", count: 40), nil),
        ]
        var list = ScannedChannelList()
        for channel in added {
            var cid = channel.cid
            cid.withUTF8 { list.append(id: channel.id, type: channel.type, cid: $0, team: channel.team) }
        }
        list.seal()
        #expect(list.count == added.count)
        let all = list.channels(0..<added.count)
        for (made, expected) in zip(all, added) {
            #expect(made.id == expected.id && made.type == expected.type && made.cid == expected.cid && made.team == expected.team, "\(made)")
        }
        let middle = list.channels(1..<4)
        #expect(middle.map(\.id) == [9, 10, 12] && middle.map(\.cid) == ["", "équipe:café ☕", "x"])
        #expect(list.channels(4..<4).isEmpty)
    }
}
