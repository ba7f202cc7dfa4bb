/// The channel size buckets of docs/rules.md#latency-groups, by current members (`left_at IS NULL`).
public enum SizeBucket: Int, CaseIterable, Sendable {
    case two, upTo10, upTo100, upTo1000, over1000

    /// Channels of 0 or 1 current members (a DM whose other member left) count as `2`: the
    /// buckets of docs/rules.md#latency-groups start there, and such a channel is a small conversation all the same.
    public init(currentMembers: Int) {
        switch currentMembers {
        case ...2: self = .two
        case 3...10: self = .upTo10
        case 11...100: self = .upTo100
        case 101...1000: self = .upTo1000
        default: self = .over1000
        }
    }

    public var name: String {
        switch self {
        case .two: return "2"
        case .upTo10: return "3-10"
        case .upTo100: return "11-100"
        case .upTo1000: return "101-1000"
        case .over1000: return "1001+"
        }
    }
}

/// The report's time zone as its UTC offsets over the window: `offsets[i]` holds from
/// `starts[i]` until `starts[i + 1]` (the first from the beginning of time). Computed by the
/// caller (it needs the zone database); a day group is then a day number, so only the days
/// that hold messages cost anything, whatever the window's length
/// (docs/reports.md#latency_summarycsv).
public struct UTCOffsets: Sendable, Equatable {
    /// Ascending; `starts[0]` is `Int64.min`.
    public let starts: [Microseconds]
    /// Microseconds east of UTC.
    public let offsets: [Microseconds]

    public init(starts: [Microseconds], offsets: [Microseconds]) {
        precondition(!starts.isEmpty && starts.count == offsets.count, "each offset needs a start")
        precondition(starts[0] == .min, "the first offset holds from the beginning")
        precondition(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "offsets must be in order")
        self.starts = starts
        self.offsets = offsets
    }

    public static let utc = UTCOffsets(starts: [.min], offsets: [0])

    /// A zone that is always `seconds` east of UTC.
    public static func fixed(seconds: Int64) -> UTCOffsets {
        UTCOffsets(starts: [.min], offsets: [seconds * 1_000_000])
    }

    /// The local day of `time`: days since 2000-01-01 (PostgreSQL's epoch, like the times) on
    /// the zone's calendar. `hint` is the
    /// offset index the previous call used (messages come in time order within a channel).
    @inline(__always) public func day(of time: Microseconds, hint: inout Int) -> Int64 {
        if !(starts[hint] <= time && (hint + 1 == starts.count || time < starts[hint + 1])) {
            var low = 0, high = starts.count  // the first offset starting after `time`
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= time { low = middle + 1 } else { high = middle }
            }
            hint = low - 1
        }
        let local = time + offsets[hint]
        let day: Int64 = 86_400_000_000
        return local >= 0 ? local / day : -((-local - 1) / day) - 1
    }

    /// `2026-11-20` for a day number of `day(of:hint:)` (proleptic Gregorian, Howard Hinnant's
    /// civil_from_days; 10,957 days lie between 1970-01-01 and 2000-01-01).
    public static func dayName(_ days: Int64) -> String {
        let z = days + 10_957 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

/// The metrics of docs/rules.md#latency.
public enum LatencyMetric: String, CaseIterable, Sendable {
    case read, delivered
}

/// One group's statistics for one metric: a row of `latency_summary.csv`.
public struct LatencyGroupStatistics: Sendable {
    public var metric: LatencyMetric
    /// `all`, `type`, `day` or `size`.
    public var groupBy: String
    public var group: String
    public var statistics: LatencyStatistics
}

/// What one message contributes to the report.
public struct MessageOutcome: Sendable {
    public var typeIndex: Int
    public var createdAt: Microseconds
    public var size: SizeBucket
    public var firstReceipts: FirstReceipts
    public var readBy: Int?
    public var state: DeliveryState

    public init(typeIndex: Int, createdAt: Microseconds, size: SizeBucket, firstReceipts: FirstReceipts, readBy: Int?, state: DeliveryState) {
        self.typeIndex = typeIndex
        self.createdAt = createdAt
        self.size = size
        self.firstReceipts = firstReceipts
        self.readBy = readBy
        self.state = state
    }
}

/// Everything the latency report shows, accumulated message by message and mergeable across
/// shards: statistics per metric and group, delivery states per type, "read by N" counts.
public struct LatencyReport: Sendable {
    public let types: [ChannelTypeRules]
    /// The time zone of the day groups.
    public let zone: UTCOffsets

    /// Per metric: one cell per (type, size) and one per day that has messages. Every message
    /// is recorded twice (its cell, its day) rather than four times; `all`, each type and each
    /// size are merged from the cells when asked — histograms merge exactly, so nothing is lost.
    /// Days are made as messages arrive: a window of any length costs only its messages' days.
    struct Groups: Sendable {
        var cells: [LatencyStatistics]
        /// The days seen, in the order first seen, and their statistics.
        var dayNumbers: [Int64] = []
        var byDay: [LatencyStatistics] = []
        private var dayIndex: [Int64: Int] = [:]
        /// The previous message's day and its index (a channel's messages come in time order).
        private var lastDay: Int64 = .min
        private var lastIndex = -1
        let sizes = SizeBucket.allCases.count

        init(types: Int) {
            cells = Array(repeating: LatencyStatistics(), count: types * SizeBucket.allCases.count)
        }

        mutating func record(_ latency: Microseconds?, type: Int, day: Int64, size: Int) {
            cells[type * sizes + size].record(latency: latency)
            if day != lastDay {
                lastIndex = index(of: day)
                lastDay = day
            }
            byDay[lastIndex].record(latency: latency)
        }

        private mutating func index(of day: Int64) -> Int {
            if let index = dayIndex[day] { return index }
            dayIndex[day] = byDay.count
            dayNumbers.append(day)
            byDay.append(LatencyStatistics())
            return byDay.count - 1
        }

        mutating func merge(_ other: Groups) {
            for i in cells.indices { cells[i].merge(other.cells[i]) }
            for (day, statistics) in zip(other.dayNumbers, other.byDay) { byDay[index(of: day)].merge(statistics) }
        }

        /// The days with messages, in calendar order.
        var days: [(day: Int64, statistics: LatencyStatistics)] {
            zip(dayNumbers, byDay).filter { $0.1.messages > 0 }.sorted { $0.0 < $1.0 }.map { ($0.0, $0.1) }
        }

        func merged(types: some Sequence<Int>, sizes: some Sequence<Int>) -> LatencyStatistics {
            var result = LatencyStatistics()
            for type in types {
                for size in sizes { result.merge(cells[type * self.sizes + size]) }
            }
            return result
        }

        var typeCount: Int { cells.count / sizes }
        var all: LatencyStatistics { merged(types: 0..<typeCount, sizes: 0..<sizes) }
        func byType(_ type: Int) -> LatencyStatistics { merged(types: [type], sizes: 0..<sizes) }
        func bySize(_ size: Int) -> LatencyStatistics { merged(types: 0..<typeCount, sizes: [size]) }
    }

    var read: Groups
    var delivered: Groups
    /// [type][DeliveryState.rawValue]: messages in each delivery state.
    public private(set) var deliveryStates: [[Int]]
    /// readByCounts[n] = messages read by exactly n current members (types with read events).
    public private(set) var readByCounts: [Int] = []
    /// All counted messages of the window, whatever their type.
    public private(set) var messages = 0

    /// The types' switches, by index (reading `types[i]` per message would retain its name).
    private let readEvents: [Bool]
    private let deliveryEvents: [Bool]

    /// The offset `zone.day(of:hint:)` used last.
    private var offsetHint = 0

    public init(types: [ChannelTypeRules], zone: UTCOffsets = .utc) {
        self.types = types
        readEvents = types.map(\.readEvents)
        deliveryEvents = types.map(\.deliveryEvents)
        self.zone = zone
        read = Groups(types: types.count)
        delivered = Groups(types: types.count)
        deliveryStates = Array(repeating: Array(repeating: 0, count: DeliveryState.allCases.count), count: types.count)
    }

    public mutating func record(_ outcome: MessageOutcome) {
        let day = zone.day(of: outcome.createdAt, hint: &offsetHint)
        let size = outcome.size.rawValue
        messages += 1
        // docs/rules.md#latency: read latency only for types with read events, delivered only with delivery events.
        if readEvents[outcome.typeIndex] {
            let latency = outcome.firstReceipts.readAt.map { $0 - outcome.createdAt }
            read.record(latency, type: outcome.typeIndex, day: day, size: size)
        }
        if deliveryEvents[outcome.typeIndex] {
            let latency = outcome.firstReceipts.deliveredAt.map { $0 - outcome.createdAt }
            delivered.record(latency, type: outcome.typeIndex, day: day, size: size)
        }
        deliveryStates[outcome.typeIndex][outcome.state.rawValue] += 1
        if let readBy = outcome.readBy {
            if readBy >= readByCounts.count {
                readByCounts.append(contentsOf: repeatElement(0, count: readBy + 1 - readByCounts.count))
            }
            readByCounts[readBy] += 1
        }
    }

    /// Adds a shard's report over the same types and time zone.
    public mutating func merge(_ other: LatencyReport) {
        precondition(types == other.types && zone == other.zone, "only reports over the same types and time zone merge")
        messages += other.messages
        read.merge(other.read)
        delivered.merge(other.delivered)
        for t in deliveryStates.indices {
            for s in deliveryStates[t].indices { deliveryStates[t][s] += other.deliveryStates[t][s] }
        }
        if other.readByCounts.count > readByCounts.count {
            readByCounts.append(contentsOf: repeatElement(0, count: other.readByCounts.count - readByCounts.count))
        }
        for (n, count) in other.readByCounts.enumerated() { readByCounts[n] += count }
    }

    /// The rows of `latency_summary.csv`, in order: for each metric, `all`, then each type that
    /// tracks the metric (in the order of `types`), each day that has messages (in calendar
    /// order), each size bucket. The other groups are listed even without messages, so the
    /// file keeps its shape every night; an empty day is not a row, so a window of any length
    /// writes only as many rows as its messages have days (docs/reports.md#latency_summarycsv).
    public func summary() -> [LatencyGroupStatistics] {
        var rows: [LatencyGroupStatistics] = []
        for metric in LatencyMetric.allCases {
            let groups = metric == .read ? read : delivered
            rows.append(.init(metric: metric, groupBy: "all", group: "all", statistics: groups.all))
            for (index, rules) in types.enumerated() where tracks(metric, rules) {
                rows.append(.init(metric: metric, groupBy: "type", group: rules.name, statistics: groups.byType(index)))
            }
            for (day, statistics) in groups.days {
                rows.append(.init(metric: metric, groupBy: "day", group: UTCOffsets.dayName(day), statistics: statistics))
            }
            for bucket in SizeBucket.allCases {
                rows.append(.init(metric: metric, groupBy: "size", group: bucket.name, statistics: groups.bySize(bucket.rawValue)))
            }
        }
        return rows
    }

    /// One type's statistics for `metric`; nil when the type does not track it.
    public func statistics(_ metric: LatencyMetric, typeIndex: Int) -> LatencyStatistics? {
        guard tracks(metric, types[typeIndex]) else { return nil }
        return (metric == .read ? read : delivered).byType(typeIndex)
    }

    public func tracks(_ metric: LatencyMetric, _ rules: ChannelTypeRules) -> Bool {
        metric == .read ? rules.readEvents : rules.deliveryEvents
    }
}
