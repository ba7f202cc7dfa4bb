import Foundation
import ReadState
import Testing

/// `UnreadRules.reason` / `replyReason` (what `explain` prints) against the predicates: a
/// message counts exactly when it has no reason, and the reason names a rule the message breaks.
@Suite struct UnreadReasonTests {
    /// The suite's seeded generator (`ThreadRandom`): the same cases on every run.
    typealias Cases = ThreadRandom

    static let users = ["ann", "bob", "cy"]

    static func message(_ g: inout Cases) -> UnreadRules.Message {
        UnreadRules.Message(
            sender: users.randomElement(using: &g)!, createdAt: Int64.random(in: 0...6, using: &g),
            type: UnreadRules.MessageType.allCases.randomElement(using: &g)!,
            parentID: Bool.random(using: &g) ? 1 : nil, showInChannel: Bool.random(using: &g),
            silent: Int.random(in: 0..<4, using: &g) == 0, shadowed: Int.random(in: 0..<4, using: &g) == 0,
            deletedAt: Int.random(in: 0..<4, using: &g) == 0 ? 3 : nil)
    }

    static func member(_ g: inout Cases) -> UnreadRules.Member {
        UnreadRules.Member(userID: users.randomElement(using: &g)!, joinedAt: Int64.random(in: 0...6, using: &g),
                           lastReadAt: Bool.random(using: &g) ? nil : Int64.random(in: 0...6, using: &g))
    }

    /// Whether `message` breaks the one rule `reason` names (docs/rules.md#why-a-message-does-not-count).
    static func breaks(_ reason: UnreadRules.Reason, _ m: UnreadRules.Message, _ u: UnreadRules.Member, muted: Set<String>,
                       readEvents: Bool, parentInChannel: Bool = true) -> Bool {
        switch reason {
        case .readEventsOff: return !readEvents
        case .typeNeverCounts: return !UnreadRules.countableTypes.contains(m.type)
        case .deleted: return m.deletedAt != nil
        case .silent: return m.silent
        case .shadowed: return m.shadowed
        case .replyInThread: return m.parentID != nil && !m.showInChannel
        case .parentElsewhere: return !parentInChannel
        case .ownMessage: return m.sender == u.userID
        case .mutedSender: return muted.contains(m.sender)
        case .beforeJoin: return m.createdAt <= u.joinedAt
        case .readAlready: return u.lastReadAt.map { m.createdAt <= $0 } ?? false
        }
    }

    @Test func aMessageCountsExactlyWhenItHasNoReasonAndTheReasonIsARuleItBreaks() {
        var g = Cases(seed: 37)
        var seen: Set<UnreadRules.Reason> = []
        var counted = 0
        for _ in 0..<20_000 {
            let m = Self.message(&g), u = Self.member(&g)
            let muted: Set<String> = Bool.random(using: &g) ? [Self.users.randomElement(using: &g)!] : []
            let readEvents = Int.random(in: 0..<8, using: &g) != 0
            let reason = UnreadRules.reason(m, for: u, mutedSenders: muted, readEvents: readEvents)
            #expect((reason == nil) == UnreadRules.isUnread(m, for: u, mutedSenders: muted, readEvents: readEvents), "\(m) \(u)")
            if let reason {
                seen.insert(reason)
                #expect(Self.breaks(reason, m, u, muted: muted, readEvents: readEvents), "\(reason) \(m) \(u)")
            } else {
                counted += 1
            }
        }
        #expect(counted > 100)
        #expect(seen == Set(UnreadRules.Reason.allCases).subtracting([.parentElsewhere]), "every channel rule was met")
    }

    @Test func aReplyCountsInItsThreadExactlyWhenItHasNoReason() {
        var g = Cases(seed: 38)
        var seen: Set<UnreadRules.Reason> = []
        for _ in 0..<20_000 {
            var m = Self.message(&g)
            m.parentID = 1
            let u = Self.member(&g)
            let muted: Set<String> = Bool.random(using: &g) ? [Self.users.randomElement(using: &g)!] : []
            let readEvents = Int.random(in: 0..<8, using: &g) != 0
            let parentInChannel = Int.random(in: 0..<6, using: &g) != 0
            let reason = UnreadRules.replyReason(m, parentInChannel: parentInChannel, for: u, mutedSenders: muted, readEvents: readEvents)
            let counts = parentInChannel && UnreadRules.isUnreadReply(m, for: u, currentMember: true, mutedSenders: muted, readEvents: readEvents)
            #expect((reason == nil) == counts, "\(m) \(u)")
            if let reason {
                seen.insert(reason)
                #expect(reason != .replyInThread, "inside its thread every reply shows")
                #expect(Self.breaks(reason, m, u, muted: muted, readEvents: readEvents, parentInChannel: parentInChannel))
            }
        }
        #expect(seen == Set(UnreadRules.Reason.allCases).subtracting([.replyInThread]))
    }

    /// docs/rules.md#example-one-member: Bob's twelve messages, each with the page's answer.
    @Test func bobsExampleGivesThePagesAnswers() {
        let bob = UnreadRules.Member(userID: "bob", joinedAt: 930, lastReadAt: 1003)
        func m(_ sender: String, _ at: Int64, _ type: UnreadRules.MessageType = .regular, parent: Int64? = nil,
               shown: Bool = false, silent: Bool = false, deleted: Bool = false) -> UnreadRules.Message {
            .init(sender: sender, createdAt: at, type: type, parentID: parent, showInChannel: shown, silent: silent,
                  deletedAt: deleted ? at : nil)
        }
        let messages = [
            m("alice", 900), m("alice", 1001), m("alice", 1003), m("bob", 1003), m("alice", 1005),
            m("carol", 1007, .ephemeral), m("carol", 1008, deleted: true), m("carol", 1009, parent: 5),
            m("carol", 1010, parent: 5, shown: true), m("dave", 1011), m("alice", 1012, .system, silent: true), m("alice", 1013, .system),
        ]
        let reasons = messages.map { UnreadRules.reason($0, for: bob, mutedSenders: ["dave"], readEvents: true) }
        #expect(reasons == [.beforeJoin, .readAlready, .readAlready, .ownMessage, nil, .typeNeverCounts, .deleted,
                            .replyInThread, nil, .mutedSender, .silent, nil])
    }

    /// The page lists every reason with the words `explain` prints.
    @Test func docsRulesListsEveryReasonInItsWords() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        for reason in UnreadRules.Reason.allCases {
            #expect(text.contains("| `\(reason.code)` | \(reason.text) |"), "docs/rules.md lacks \(reason.code)")
        }
    }
}
