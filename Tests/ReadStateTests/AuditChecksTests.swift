import ReadState
import Testing

/// The per-channel checks on arrays: each check's edges, one finding per key, odd data.
@Suite struct AuditChecksTests {
    static let hour: Int64 = 3_600_000_000
    static let messaging = ChannelTypeRules(name: "messaging", readEvents: true, deliveryEvents: true)
    static let team = ChannelTypeRules(name: "team", readEvents: true, deliveryEvents: false)
    static let livestream = ChannelTypeRules(name: "livestream", readEvents: false, deliveryEvents: false)
    /// The audit's clock is hour 1000; the limit adds five minutes.
    static let limit: Int64 = 1000 * hour + 300_000_000

    /// One channel's rows with string user ids, interned for the auditor.
    struct Fixture {
        var channel = AuditChannel(id: 7, cid: "messaging:general", rules: AuditChecksTests.messaging)
        var users = UserInterner()
        var members: [AuditMember] = []
        var messages: [AuditMessage] = []
        var events: [AuditEvent] = []
        var checks = AuditCheckSet.all
        private var nextID: Int64 = 100

        init(rules: ChannelTypeRules? = AuditChecksTests.messaging) {
            channel.rules = rules
        }

        mutating func member(_ user: String, joined: Int64 = 0, read: Int64? = nil, readID: Int64? = nil,
                             delivered: Int64? = nil, deliveredID: Int64? = nil, unread: Int64 = 0, left: Int64? = nil) {
            members.append(AuditMember(
                user: users.intern(user), joinedAt: joined * hour, lastReadAt: read.map { $0 * hour },
                lastReadMessageID: readID, unreadCount: unread, lastDeliveredAt: delivered.map { $0 * hour },
                lastDeliveredMessageID: deliveredID, leftAt: left.map { $0 * hour }))
        }

        @discardableResult
        mutating func message(_ sender: String, at hours: Int64, counts: Bool = true, id: Int64? = nil) -> Int64 {
            let id = id ?? { nextID += 1; return nextID }()
            messages.append(AuditMessage(id: id, sender: users.intern(sender), createdAt: hours * hour, counts: counts))
            return id
        }

        mutating func event(_ user: String, _ kind: ReceiptKind, upTo: Int64, at: Int64, id: Int64? = nil) {
            nextID += 1
            events.append(AuditEvent(id: id ?? nextID, user: users.intern(user), kind: kind, upTo: upTo * hour, at: at * hour))
        }

        /// A member whose receipts and log agree: read and delivered up to `hours`, logged.
        mutating func consistentMember(_ user: String, upTo hours: Int64) {
            member(user, read: hours, delivered: hours)
            event(user, .delivered, upTo: hours, at: hours + 1)
            event(user, .read, upTo: hours, at: hours + 1)
        }

        func audit() -> [AuditFinding] {
            var auditor = ChannelAuditor(checks: checks, futureLimit: AuditChecksTests.limit)
            var findings: [AuditFinding] = []
            auditor.audit(channel: channel, members: members, messages: messages, events: events,
                          userID: users.text, into: &findings)
            return findings
        }

        func audit(_ code: AuditCode) -> [AuditFinding] { audit().filter { $0.code == code } }
    }

    // MARK: - the catalog

    @Test func theCatalogHasNineteenStableCodesWithSpecSeverities() {
        let expected: [(String, String, AuditSeverity)] = [
            ("RS001", "receipt-before-own-message", .error), ("RS002", "receipt-in-future", .error),
            ("RS003", "delivered-behind-read", .warning), ("RS004", "receipt-message-mismatch", .warning),
            ("RS005", "unread-count-drift", .warning), ("RS006", "user-total-drift", .warning),
            ("RS007", "negative-counter", .error), ("RS008", "receipt-from-non-member", .warning),
            ("RS009", "receipt-covers-future", .error), ("RS010", "state-log-disagreement", .warning),
            ("RS011", "receipts-while-disabled", .info), ("RS012", "thread-unread-drift", .warning),
            ("RS013", "mention-count-drift", .warning), ("RS014", "user-thread-mention-drift", .warning),
            ("RS015", "thread-receipt-before-own-reply", .error), ("RS016", "mention-of-non-member", .info),
            ("RS017", "thread-parent-mismatch", .warning), ("RS018", "reply-to-another-channel", .warning),
            ("RS019", "former-member-counter", .warning),
        ]
        #expect(AuditCatalog.checks.count == expected.count)
        for (check, (code, name, severity)) in zip(AuditCatalog.checks, expected) {
            #expect(check.code.text == code)
            #expect(check.name == name)
            #expect(check.severity == severity)
            #expect(!check.meaning.isEmpty && !check.repair.isEmpty)
        }
        #expect(AuditSeverity.info < AuditSeverity.warning && AuditSeverity.warning < AuditSeverity.error)
    }

    @Test func checkListsParseCodesAndNamesAndRejectUnknownOnes() throws {
        let set = try AuditCheckSet(parsing: "rs001, RS005,state-log-disagreement")
        #expect(set.codes == [.rs001, .rs005, .rs010])
        #expect(throws: AuditCheckSetError.self) { try AuditCheckSet(parsing: "RS001,RS020") }
        // RS019 is off by default: not in the default set, but named it runs.
        #expect(try AuditCheckSet(parsing: "RS019").codes == [.rs019])
        // Codes above 15 fit the set (a 16-bit set dropped RS016).
        #expect(try AuditCheckSet(parsing: "RS016,thread-unread-drift").codes == [.rs012, .rs016])
        #expect(AuditCheckSet.all.codes.count == 18)
        #expect(throws: AuditCheckSetError.self) { try AuditCheckSet(parsing: " , ") }
        #expect(AuditSeverity(name: "Warning") == .warning)
        #expect(AuditSeverity(name: "fatal") == nil)
    }

    @Test func repairHintsUsePsqlVariablesNeverLiterals() {
        for check in AuditCatalog.checks {
            guard let sql = check.repairSQL else { continue }
            #expect(sql.contains(":'cid'") || sql.contains(":message_id"), "\(check.code)")
        }
        // Drift is repaired by the tool itself, not by hand-written SQL.
        #expect(AuditCatalog.check(.rs005).repairSQL == nil)
        #expect(AuditCatalog.check(.rs005).repair.contains("recompute --apply"))
    }

    // MARK: - a clean channel

    @Test func aConsistentChannelHasNoFinding() {
        var f = Fixture()
        f.consistentMember("ann", upTo: 10)
        f.consistentMember("bob", upTo: 12)
        f.message("ann", at: 9)
        f.message("bob", at: 12)
        f.message("ann", at: 20) // after ann's receipt, but a later own message has to advance it…
        f.members[0].lastReadAt = 20 * Self.hour
        f.events.append(AuditEvent(id: 900, user: f.users.intern("ann"), kind: .read, upTo: 20 * Self.hour, at: 20 * Self.hour))
        f.members[0].lastDeliveredAt = 20 * Self.hour
        f.events.append(AuditEvent(id: 901, user: f.users.intern("ann"), kind: .delivered, upTo: 20 * Self.hour, at: 20 * Self.hour))
        #expect(f.audit() == [])
    }

    // MARK: - RS001

    @Test func rs001ReportsTheOwnLatestCountedMessage() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 5)
        f.event("ann", .read, upTo: 5, at: 5)
        f.message("ann", at: 3)
        let latest = f.message("ann", at: 8)
        f.message("bob", at: 9)
        let findings = f.audit(.rs001)
        #expect(findings.count == 1)
        #expect(findings.first?.messageID == latest)
        #expect(findings.first?.key == AuditFinding.Key(code: .rs001, cid: "messaging:general", userID: "ann", messageID: latest))
    }

    @Test func rs001IgnoresDeletedOrSilentOwnMessages() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 5)
        f.event("ann", .read, upTo: 5, at: 5)
        f.message("ann", at: 4)
        f.message("ann", at: 8, counts: false) // deleted, silent, ephemeral… (SQL says it does not count)
        #expect(f.audit(.rs001) == [])
    }

    @Test func rs001TreatsANullReceiptAsNothingReadAndSkipsTypesWithoutReadState() {
        var f = Fixture(rules: Self.team)
        f.member("ann")
        f.message("ann", at: 4)
        #expect(f.audit(.rs001).count == 1)
        var livestream = Fixture(rules: Self.livestream)
        livestream.member("ann")
        livestream.message("ann", at: 4)
        #expect(livestream.audit(.rs001) == [])
    }

    @Test func rs001AtTheSameInstantIsNotAFinding() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 8)
        f.event("ann", .read, upTo: 8, at: 8)
        f.message("ann", at: 8)
        #expect(f.audit() == [])
    }

    // MARK: - RS002

    @Test func rs002FindsInfinityAndFutureEventsOncePerMember() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: nil)
        f.members[0].lastReadAt = .max // 'infinity'
        f.events.append(AuditEvent(id: 5, user: f.users.intern("ann"), kind: .read, upTo: .max, at: 10 * Self.hour))
        f.events.append(AuditEvent(id: 6, user: f.users.intern("ann"), kind: .read, upTo: 20 * Self.hour, at: 2000 * Self.hour))
        let findings = f.audit(.rs002)
        #expect(findings.count == 1)
        #expect(findings.first?.detail.value("last_read_at") == .timestamp(.max))
        #expect(findings.first?.detail.value("events") == .integer(2))
        #expect(findings.first?.detail.value("event") == .integer(5))
    }

    @Test func rs002IgnoresNegativeInfinityAndTheToleranceItself() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: nil)
        f.members[0].lastReadAt = .min // '-infinity'
        f.member("bob")
        f.members[1].lastReadAt = Self.limit // exactly clock + skew: not later than it
        #expect(f.audit(.rs002) == [])
        f.members[1].lastReadAt = Self.limit + 1
        #expect(f.audit(.rs002).map(\.userID) == ["bob"])
    }

    @Test func rs002OnAnEventOfANonMemberIsKeyedByTheEventsUser() {
        var f = Fixture(rules: Self.team)
        f.event("ghost", .read, upTo: 1, at: 3000)
        let findings = f.audit()
        #expect(findings.filter { $0.code == .rs002 }.map(\.userID) == ["ghost"])
        #expect(findings.filter { $0.code == .rs008 }.map(\.userID) == ["ghost"])
    }

    // MARK: - RS003

    @Test func rs003AppliesOnlyToTypesWithDeliveryEvents() {
        var f = Fixture(rules: Self.messaging)
        f.member("ann", read: 10, delivered: nil)
        f.member("bob", read: 10, delivered: 9)
        f.member("cat", read: 10, delivered: 10)
        f.member("dan") // nothing read, nothing delivered: nothing behind
        f.checks = AuditCheckSet([.rs003])
        #expect(f.audit().map(\.userID) == ["ann", "bob"])
        f.channel.rules = Self.team
        #expect(f.audit() == [])
    }

    // MARK: - RS004

    @Test func rs004FindsForeignAndNewerMessageIDsOncePerID() {
        var f = Fixture(rules: Self.messaging)
        let early = f.message("bob", at: 5)
        let late = f.message("bob", at: 15)
        f.member("ann", read: 10, readID: late, delivered: 10, deliveredID: late) // same id twice: one finding
        f.member("cat", read: 10, readID: 424_242) // not a message of this channel
        f.member("dan", read: 10, readID: early, delivered: 10, deliveredID: early)
        f.checks = AuditCheckSet([.rs004])
        let findings = f.audit()
        #expect(findings.map(\.userID) == ["ann", "cat"])
        #expect(findings.map(\.messageID) == [late, 424_242])
        #expect(findings[1].detail.parts.contains(.note("not a message of this channel")))
    }

    @Test func rs004FindsAnIDWhoseTimestampIsNull() {
        var f = Fixture(rules: Self.team)
        let id = f.message("bob", at: 5)
        f.member("ann", read: nil, readID: id)
        f.checks = AuditCheckSet([.rs004])
        #expect(f.audit().map(\.messageID) == [id])
    }

    // MARK: - RS007

    @Test func rs007FindsANegativeMemberCounter() {
        var f = Fixture(rules: Self.team)
        f.member("ann", unread: -2)
        f.member("bob", unread: 3)
        f.checks = AuditCheckSet([.rs007])
        let findings = f.audit()
        #expect(findings.map(\.userID) == ["ann"])
        #expect(findings.first?.detail.value("unread_count") == .integer(-2))
    }

    // MARK: - RS019

    @Test func rs019FindsAFormerMembersCounterThatWasNotCleared() {
        var f = Fixture(rules: Self.team)
        f.member("ann", joined: 10, read: 40, unread: 4, left: 50)     // left with a counter: found
        f.member("bob", joined: 10, read: 40, left: 50)                // left and cleared: fine
        f.member("cat", joined: 10, read: 40, unread: 3)               // a current member: RS005's business
        f.member("dan", joined: 10, read: 40, unread: -1, left: 50)    // negative: RS007 too, and stale
        f.checks = AuditCheckSet([.rs019])
        let findings = f.audit()
        #expect(findings.map(\.userID) == ["ann", "dan"])
        #expect(findings.first?.detail.value("unread_count") == .integer(4))
        #expect(findings.first?.detail.value("left_at") == .timestamp(50 * Self.hour))
        #expect(findings.map(\.messageID) == [nil, nil])
        #expect(!AuditCheckSet.all.contains(.rs019) && AuditCheckSet.all.codes.count == 18)
    }

    @Test func aSourceLowersASeverityOrTurnsAnOffCheckOnNeverRaises() {
        var severities = AuditSeverities.catalog
        let lowered = severities.lower(.rs001, to: .info, reason: "routine here")
        let raised = severities.lower(.rs011, to: .error, reason: "raising is refused")
        let turnedOn = severities.lower(.rs019, to: .warning, reason: "served again on rejoin")
        #expect(lowered && !raised && turnedOn)
        #expect(severities[.rs001] == .info && severities[.rs011] == .info && severities[.rs002] == .error)
        #expect(severities.enabled == [.rs019])
        #expect(severities.overrides[.rs001]?.reason == "routine here")
    }

    // MARK: - RS008

    @Test func rs008FindsAFormerMembersReceiptAfterLeftAt() {
        var f = Fixture(rules: Self.team)
        f.member("ann", joined: 10, read: 40, left: 50)
        f.event("ann", .read, upTo: 30, at: 30) // while a member: fine
        f.event("ann", .read, upTo: 40, at: 60) // after leaving
        f.checks = AuditCheckSet([.rs008])
        let findings = f.audit()
        #expect(findings.count == 1)
        #expect(findings.first?.detail.parts.contains(.note("event after left_at")) == true)
        #expect(findings.first?.detail.value("left_at") == .timestamp(50 * Self.hour))
    }

    @Test func rs008FindsEventsBeforeJoiningAndWithoutMembershipOncePerUser() {
        var f = Fixture(rules: Self.team)
        f.member("ann", joined: 10)
        f.event("ann", .read, upTo: 5, at: 5)
        f.event("zed", .read, upTo: 5, at: 6)
        f.event("zed", .delivered, upTo: 5, at: 7)
        f.checks = AuditCheckSet([.rs008])
        let findings = f.audit()
        #expect(findings.map(\.userID) == ["ann", "zed"])
        #expect(findings[0].detail.parts.contains(.note("event before joined_at")))
        #expect(findings[1].detail.value("events") == .integer(2))
    }

    // MARK: - RS009

    @Test func rs009FindsAnEventCoveringItsOwnFuture() {
        var f = Fixture(rules: Self.team)
        f.member("ann")
        f.event("ann", .read, upTo: 11, at: 10)
        f.event("ann", .read, upTo: 10, at: 10) // equal: fine
        f.checks = AuditCheckSet([.rs009])
        #expect(f.audit().map(\.userID) == ["ann"])
    }

    // MARK: - RS010

    @Test func rs010AcceptsAMarkUnreadThatMovedTheStateBackwards() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 12)
        f.event("ann", .read, upTo: 20, at: 20)
        f.event("ann", .read, upTo: 12, at: 21) // mark unread: the latest event, and the state follows it
        #expect(f.audit() == [])
    }

    @Test func rs010FindsAStateThatFollowsAnOlderEvent() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 20)
        f.event("ann", .read, upTo: 20, at: 20)
        f.event("ann", .read, upTo: 12, at: 21)
        let findings = f.audit(.rs010)
        #expect(findings.count == 1)
        #expect(findings.first?.detail.value("up_to") == .timestamp(12 * Self.hour))
    }

    @Test func rs010BreaksTiesOnAtByTheGreatestID() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 12)
        f.event("ann", .read, upTo: 20, at: 30, id: 1)
        f.event("ann", .read, upTo: 12, at: 30, id: 2)
        #expect(f.audit(.rs010) == [])
        f.members[0].lastReadAt = 20 * Self.hour
        #expect(f.audit(.rs010).count == 1)
    }

    @Test func rs010ComparesOnlyEnabledKindsAndFindsStateWithoutLog() {
        var f = Fixture(rules: Self.team) // delivery off: last_delivered_at is RS011's, not RS010's
        f.member("ann", read: 12, delivered: 12)
        f.checks = AuditCheckSet([.rs010])
        let findings = f.audit()
        #expect(findings.count == 1)
        #expect(findings.first?.detail.parts.contains(.note("no read event in the log")) == true)
        #expect(findings.first?.detail.value("last_delivered_at") == nil)
    }

    // MARK: - RS011

    @Test func rs011FindsReadStateAndEventsInAReadlessTypeOncePerMember() {
        var f = Fixture(rules: Self.livestream)
        f.member("ann", read: 12)
        f.event("ann", .read, upTo: 12, at: 12)
        f.event("ann", .read, upTo: 13, at: 13)
        f.member("bob")
        let findings = f.audit()
        #expect(findings.map(\.code) == [.rs011])
        #expect(findings.first?.detail.value("read events") == .integer(2))
    }

    // MARK: - odd data

    @Test func oddRowsDoNotCrashAndStillGiveFindings() {
        var f = Fixture(rules: nil)
        f.channel.cid = nil // no channels row at all
        f.member("ann", joined: 0, read: nil)
        f.members[0].joinedAt = .max
        f.members[0].lastReadAt = .min
        f.members[0].unreadCount = .min
        f.message("", at: 0, id: .min)
        f.events.append(AuditEvent(id: .max, user: f.users.intern(""), kind: .delivered, upTo: .max, at: .min))
        let findings = f.audit()
        #expect(findings.contains { $0.code == .rs009 && $0.userID == "" })
        #expect(findings.contains { $0.code == .rs007 })
        #expect(findings.allSatisfy { $0.channel?.displayName == "#7" })
    }

    @Test func findingsComeSortedByUserThenCode() {
        var f = Fixture(rules: Self.team)
        f.member("zoe", unread: -1)
        f.member("amy", unread: -1)
        f.event("amy", .read, upTo: 2, at: 1)
        let findings = f.audit()
        #expect(findings.map(\.userID) == ["amy", "amy", "amy", "zoe"])
        #expect(findings.map(\.code) == [.rs007, .rs009, .rs010, .rs007])
    }

    @Test func theAuditorsScratchDoesNotLeakFromOneChannelToTheNext() {
        var f = Fixture(rules: Self.team)
        f.member("ann", read: 5)
        f.event("ann", .read, upTo: 5, at: 5)
        var auditor = ChannelAuditor(futureLimit: Self.limit)
        var findings: [AuditFinding] = []
        auditor.audit(channel: f.channel, members: f.members, messages: [], events: f.events, userID: f.users.text, into: &findings)
        // Next channel: ann is not a member here, so her event is RS008's.
        let other = AuditChannel(id: 8, cid: "team:other", rules: Self.team)
        auditor.audit(channel: other, members: [], messages: [], events: f.events, userID: f.users.text, into: &findings)
        #expect(findings.map(\.code) == [.rs008])
        #expect(findings.first?.channel?.cid == "team:other")
    }

    // MARK: - counters and rendering

    @Test func counterChecksCompareStoredWithRecomputed() {
        let channel = FindingChannel(id: 1, cid: "team:a")
        #expect(UnreadCountDriftCheck.compare(unread: 3, recomputed: 3, channel: channel, userID: "ann") == nil)
        let drift = UnreadCountDriftCheck.compare(unread: 3, recomputed: 1, channel: channel, userID: "ann")
        #expect(drift?.detail.value("delta") == .integer(-2))
        #expect(UserTotalDriftCheck.check(user: AuditUserCounters(storedTotal: 2, storedChannels: 1, recomputedTotal: 2, recomputedChannels: 2),
                                          userID: "ann")?.code == .rs006)
        #expect(UserTotalDriftCheck.check(user: AuditUserCounters(storedTotal: 2, storedChannels: 1, recomputedTotal: 2, recomputedChannels: 1),
                                          userID: "ann") == nil)
        let negative = NegativeCounterCheck.check(user: AuditUserCounters(storedTotal: -1, storedChannels: -1), userID: "ann")
        #expect(negative?.key == AuditFinding.Key(code: .rs007, cid: nil, userID: "ann", messageID: nil))
        #expect(negative?.detail.parts.count == 2)
    }

    @Test func detailsRenderAsOneLineWithNulls() {
        let detail: AuditDetail = [.field("last_read_at", .timestamp(nil)), .field("n", .integer(3)), .note("plain words")]
        #expect(detail.render(timestamp: { "t\($0)" }) == "last_read_at=NULL; n=3; plain words")
        #expect(AuditValue.timestamp(5).render(timestamp: { "t\($0)" }) == "t5")
    }
}
