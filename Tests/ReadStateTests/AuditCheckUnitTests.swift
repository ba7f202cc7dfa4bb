import Foundation
import ReadState
import Testing

/// What holds a check's one unit together (docs/contributing.md#how-to-add-a-check): one file per
/// code under `Sources/ReadState/Checks/`, registered under its code, declaring inputs that
/// match the hooks it uses.
@Suite struct AuditCheckUnitTests {
    static let checksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ReadState/Checks")

    /// `RS001ReceiptBeforeOwnMessage.swift` → ("RS001", "ReceiptBeforeOwnMessage").
    static func unitFiles() throws -> [(code: String, name: String)] {
        try FileManager.default.contentsOfDirectory(atPath: checksFolder.path).sorted().compactMap { file in
            guard let match = file.wholeMatch(of: /(RS\d{3})(\w+)\.swift/) else { return nil }
            return (String(match.1), String(match.2))
        }
    }

    @Test func everyCodeHasOneFileNamedAfterItsCheckAndEveryFileIsRegistered() throws {
        let files = try Self.unitFiles()
        #expect(files.map(\.code) == AuditCode.allCases.map(\.text), "a unit file whose code is not in AuditCode, or a code without its file")
        for (file, code) in zip(files, AuditCode.allCases) {
            let check = code.unit.check
            #expect(check.code == code, "\(code)'s unit declares \(check.code)")
            // The file, the unit's type and the check's name say the same: RS001ReceiptBeforeOwnMessage.swift,
            // ReceiptBeforeOwnMessageCheck, receipt-before-own-message.
            #expect(String(describing: code.unit) == file.name + "Check")
            let kebab = file.name.replacing(/[A-Z]/) { "-" + $0.output.lowercased() }.dropFirst()
            #expect(check.name == String(kebab), "\(code)")
        }
    }

    @Test func theCodesRunFromRS001WithoutGapsAndTheCatalogFollowsThem() {
        #expect(AuditCode.allCases.map(\.rawValue) == Array(1...AuditCode.allCases.count))
        #expect(AuditCatalog.checks.map(\.code) == AuditCode.allCases)
        #expect(Set(AuditCatalog.checks.map(\.name)).count == AuditCatalog.checks.count, "names are unique")
    }

    /// A hook sees only what the scan read: the inputs a unit declares cover the hooks it uses
    /// (a `ChannelCheck` reading a table it did not declare stops debug builds: the per-check
    /// tests of `AuditChecksTests` run every check on every table).
    @Test func eachUnitDeclaresTheInputsItsHooksRead() {
        for code in AuditCode.allCases {
            let unit = code.unit, inputs = unit.check.inputs
            var hooks = 0
            if unit is any ChannelCheck.Type { hooks += 1 }
            if unit is any UserCheck.Type { hooks += 1; #expect(inputs.contains(.users), "\(code)") }
            for counted in [unit is any UnreadCountCheck.Type, unit is any MentionCountCheck.Type, unit is any ReplyCountCheck.Type] where counted {
                hooks += 1
                #expect(inputs.contains(.recomputedCounts) && inputs.contains(.messages), "\(code)")
            }
            #expect(hooks > 0, "\(code) has no logic")
        }
    }

    /// Each check alone on a channel with rows in every table: in debug builds a check that reads
    /// a table its `inputs` do not declare stops here (alone, the scan would not have read it).
    @Test func eachCheckAloneReadsOnlyWhatItDeclares() {
        let hour: Int64 = 3_600_000_000
        let channel = AuditChannel(id: 1, cid: "messaging:a", rules: ChannelTypeRules(name: "messaging", readEvents: true, deliveryEvents: true))
        let members = [AuditMember(user: 0, joinedAt: 0, lastReadAt: hour, lastReadMessageID: 11, unreadCount: -1),
                       AuditMember(user: 1, joinedAt: 0, leftAt: 2 * hour)]
        let messages = [AuditMessage(id: 10, sender: 0, createdAt: 2 * hour),
                        AuditMessage(id: 11, sender: 1, createdAt: 3 * hour, counts: true, parentID: 10, countsInThread: true),
                        AuditMessage(id: 12, sender: 1, createdAt: 3 * hour, counts: true, parentID: 99, foreignParent: true)]
        let events = [AuditEvent(id: 1, user: 2, kind: .read, upTo: 5 * hour, at: 4 * hour)]
        let participants = [AuditParticipant(parentID: 10, user: 0, joinedAt: 0, unreadReplies: -1),
                            AuditParticipant(parentID: 77, user: 1, joinedAt: 0, parentInChannel: false)]
        let mentions = [AuditMention(messageID: 55, user: 2)]
        var all: [AuditCode] = []
        for code in AuditCode.allCases {
            var auditor = ChannelAuditor(checks: AuditCheckSet([code]), futureLimit: 10 * hour)
            var findings: [AuditFinding] = []
            auditor.audit(channel: channel, members: members[...], messages: messages[...], events: events[...],
                          participants: participants[...], mentions: mentions[...], userID: { "u\($0)" }, into: &findings)
            #expect(findings.allSatisfy { $0.code == code })
            all += findings.map(\.code)
        }
        // The channel's rows break these (each found by its check alone).
        #expect(Set(all) == [.rs001, .rs003, .rs004, .rs007, .rs008, .rs009, .rs010, .rs016, .rs017, .rs018])
    }

    /// A check that needs a part of the contract reads it (and one that reads the receipt log
    /// only, nothing else to check, does not run without it).
    @Test func whatACheckRequiresOfASourceIsWhatItReads() {
        for code in AuditCode.allCases {
            let check = code.check
            for capability in check.requires {
                switch capability {
                case .receiptLog: #expect(check.inputs.contains(.receiptEvents), "\(code)")
                case .threadParticipants, .storedThreadCounters: #expect(check.inputs.contains(.threadParticipants), "\(code)")
                case .mentionRows: #expect(check.inputs.contains(.mentions), "\(code)")
                case .storedUserTotals, .storedUserThreads, .storedUserMentions: #expect(check.inputs.contains(.users), "\(code)")
                case .storedMemberMentions, .mutes: break
                }
            }
        }
    }

    /// The selected checks' inputs are the union of theirs; a check set of one reads only its own.
    @Test func theScanReadsWhatTheSelectedChecksDeclare() throws {
        #expect(AuditCatalog.inputs(try AuditCheckSet(parsing: "RS003")) == [])
        #expect(AuditCatalog.inputs(try AuditCheckSet(parsing: "RS009,RS017")) == [.receiptEvents, .threadParticipants])
        #expect(AuditCatalog.units(try AuditCheckSet(parsing: "RS017,RS009")).map { $0.check.code } == [.rs009, .rs017])
    }

    /// A unit says what its findings' `message_id` names exactly when its logic sets one
    /// (docs/checks.md#how-findings-look is generated from `messageID`).
    @Test func aUnitDeclaresItsMessageIDExactlyWhenItsFindingsCarryOne() throws {
        for (file, code) in zip(try Self.unitFiles(), AuditCode.allCases) {
            let source = try String(contentsOf: Self.checksFolder.appendingPathComponent("\(file.code)\(file.name).swift"), encoding: .utf8)
            let setsOne = source.contains(/emit\(\.rs\d{3}[^\n]*\bmessage:/) || source.contains(/AuditFinding\([^\n]*\bmessageID:/)
            #expect(setsOne == (code.check.messageID != nil), "\(code): sets a message id: \(setsOne), declares: \(String(describing: code.check.messageID))")
        }
    }
}
