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

/// The days of the report window in the report's time zone: `starts[i] ..< starts[i + 1]` is
/// day `names[i]`. Computed by the caller (it needs a calendar); the first day starts at or
/// before the window, the last ends at or after it.
public struct DayGrouping: Sendable, Equatable {
    public let starts: [Microseconds]
    public let names: [String]

    /// `starts` has one more element than `names` (the end of the last day).
    public init(starts: [Microseconds], names: [String]) {
        precondition(starts.count == names.count + 1, "each day needs a start, and the last an end")
        precondition(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "days must be in order")
        self.starts = starts
        self.names = names
    }

    /// The day of `time`, clamped to the first and last day.
    public func dayIndex(_ time: Microseconds) -> Int {
        var low = 0, high = names.count  // the first day starting after `time`
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return Swift.min(Swift.max(low - 1, 0), names.count - 1)
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
    public let days: DayGrouping

    /// Per metric: one cell per (type, size) and one per day. Every message is recorded twice
    /// (its cell, its day) rather than four times; `all`, each type and each size are merged
    /// from the cells when asked — histograms merge exactly, so nothing is lost.
    struct Groups: Sendable {
        var cells: [LatencyStatistics]
        var byDay: [LatencyStatistics]
        let sizes = SizeBucket.allCases.count

        init(types: Int, days: Int) {
            cells = Array(repeating: LatencyStatistics(), count: types * SizeBucket.allCases.count)
            byDay = Array(repeating: LatencyStatistics(), count: days)
        }

        mutating func record(_ latency: Microseconds?, type: Int, day: Int, size: Int) {
            cells[type * sizes + size].record(latency: latency)
            byDay[day].record(latency: latency)
        }

        mutating func merge(_ other: Groups) {
            for i in cells.indices { cells[i].merge(other.cells[i]) }
            for i in byDay.indices { byDay[i].merge(other.byDay[i]) }
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

    public init(types: [ChannelTypeRules], days: DayGrouping) {
        self.types = types
        readEvents = types.map(\.readEvents)
        deliveryEvents = types.map(\.deliveryEvents)
        self.days = days
        read = Groups(types: types.count, days: days.names.count)
        delivered = Groups(types: types.count, days: days.names.count)
        deliveryStates = Array(repeating: Array(repeating: 0, count: DeliveryState.allCases.count), count: types.count)
    }

    public mutating func record(_ outcome: MessageOutcome) {
        let day = days.dayIndex(outcome.createdAt)
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

    /// Adds a shard's report over the same types and days.
    public mutating func merge(_ other: LatencyReport) {
        precondition(types == other.types && days == other.days, "only reports over the same types and days merge")
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
    /// tracks the metric (in the order of `types`), each day, each size bucket. Groups without
    /// messages are listed too, so the file has the same shape every night.
    public func summary() -> [LatencyGroupStatistics] {
        var rows: [LatencyGroupStatistics] = []
        for metric in LatencyMetric.allCases {
            let groups = metric == .read ? read : delivered
            rows.append(.init(metric: metric, groupBy: "all", group: "all", statistics: groups.all))
            for (index, rules) in types.enumerated() where tracks(metric, rules) {
                rows.append(.init(metric: metric, groupBy: "type", group: rules.name, statistics: groups.byType(index)))
            }
            for (index, name) in days.names.enumerated() {
                rows.append(.init(metric: metric, groupBy: "day", group: name, statistics: groups.byDay[index]))
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
