/// The countable messages of a batch of channels (the message-level rules of docs/rules.md#which-messages-can-count already
/// applied), as sorted timelines: per channel, the creation times in order, and the same times
/// grouped by sender. "Messages after instant h" is then one binary search, and "messages by
/// sender s after h" one more. Storage is a few flat arrays reused from batch to batch, so a
/// batch costs about 20 bytes per message and no allocation per message.
///
/// Messages are appended in (channel, created_at) order, as the index on
/// `messages (channel_id, created_at)` returns them; any other order is sorted by `seal()`.
public struct ChannelTimelines: Sendable {
    /// The channels that have at least one message, ascending.
    public private(set) var channelIDs: [Int64] = []
    /// Channel `c`'s messages are `times[starts[c]..<starts[c + 1]]`.
    private var starts: [Int] = [0]
    private var times: [Int64] = []
    private var senders: [Int32] = []
    private var inOrder = true
    private var sealed = false

    // Built by `seal()`: per channel, one run per distinct sender, runs ordered by sender id.
    private var runSenders: [Int32] = []
    /// Run `r`'s times are `timesBySender[runStarts[r]..<runStarts[r + 1]]`, ascending.
    private var runStarts: [Int] = [0]
    /// Channel `c`'s runs are `channelRuns[c]..<channelRuns[c + 1]`.
    private var channelRuns: [Int] = [0]
    private var timesBySender: [Int64] = []
    /// Scratch, indexed by sender id: the sender's run within the channel being sealed, or -1.
    private var slot: [Int32] = []

    public init() {}

    /// Messages in the batch.
    public var messageCount: Int { times.count }

    /// Whether `seal()` ran since the last `removeAll()`.
    public var isSealed: Bool { sealed }

    /// Empties the batch, keeping the storage for the next one.
    public mutating func removeAll() {
        channelIDs.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        times.removeAll(keepingCapacity: true)
        senders.removeAll(keepingCapacity: true)
        runSenders.removeAll(keepingCapacity: true)
        runStarts.removeAll(keepingCapacity: true)
        runStarts.append(0)
        channelRuns.removeAll(keepingCapacity: true)
        channelRuns.append(0)
        timesBySender.removeAll(keepingCapacity: true)
        inOrder = true
        sealed = false
    }

    /// Adds one countable message (sender ids are small non-negative integers, e.g. from
    /// `UserInterner`).
    public mutating func append(channel: Int64, sender: Int32, createdAt: Int64) {
        precondition(!sealed, "append after seal(): call removeAll() first")
        precondition(sender >= 0, "sender ids are non-negative")
        if let last = channelIDs.last, last == channel {
            if let previous = times.last, previous > createdAt { inOrder = false }
        } else {
            if let last = channelIDs.last, last > channel { inOrder = false }
            channelIDs.append(channel)
            starts.append(starts[starts.count - 1])
        }
        times.append(createdAt)
        senders.append(sender)
        starts[starts.count - 1] += 1
    }

    /// Loads a whole batch at once from messages that name their channel by its place in
    /// `places` (consecutive places, their channel ids ascending: `id(place)`), in any order of
    /// channels — a scan's spilled records, in the order the table was read
    /// (docs/benchmark.md#the-reading-layer, "Timelines loaded at once"). `messages` is called
    /// twice with the same messages: to count each channel's, then to place each one, so a
    /// channel's messages keep the order they came in. A channel whose times are then out of
    /// order is sorted on its own, as `seal()` would. Replaces `append` one message at a time,
    /// which kept a channel id per run of one channel and sorted the whole batch afterwards.
    /// Call on an empty batch (`removeAll()`), before `seal()`.
    public mutating func load(places: Range<Int>, id: (Int) -> Int64,
                              messages: ((_ place: Int, _ sender: Int32, _ createdAt: Int64) -> Void) -> Void) {
        precondition(!sealed && times.isEmpty, "load into an empty batch")
        var next = [Int](repeating: 0, count: places.count + 1)
        messages { place, _, _ in
            precondition(places.contains(place), "a message of a channel outside the batch's places")
            next[place - places.lowerBound + 1] += 1
        }
        var total = 0
        for slot in 1..<next.count {
            let count = next[slot]
            if count > 0 {
                channelIDs.append(id(places.lowerBound + slot - 1))
                starts.append(total + count)
            }
            next[slot] = total
            total += count
        }
        times.append(contentsOf: repeatElement(0, count: total))
        senders.append(contentsOf: repeatElement(0, count: total))
        times.withUnsafeMutableBufferPointer { times in
            senders.withUnsafeMutableBufferPointer { senders in
                messages { place, sender, createdAt in
                    let slot = place - places.lowerBound + 1
                    let target = next[slot]
                    times[target] = createdAt
                    senders[target] = sender
                    next[slot] = target + 1
                }
            }
        }
        sortChannels()
        inOrder = true
    }

    /// Replaces every sender id `s` by `ids[s]` (a batch read with another interner's ids);
    /// before `seal()`.
    public mutating func renumberSenders(_ ids: [Int32]) {
        precondition(!sealed, "renumber before seal()")
        ids.withUnsafeBufferPointer { ids in
            senders.withUnsafeMutableBufferPointer { senders in
                for index in senders.indices { senders[index] = ids[Int(senders[index])] }
            }
        }
    }

    /// Builds the per-sender index; call once after the last `append`.
    public mutating func seal() {
        guard !sealed else { return }
        if !inOrder { sortMessages() }
        timesBySender.removeAll(keepingCapacity: true)
        timesBySender.append(contentsOf: times)
        var distinct: [(sender: Int32, count: Int)] = []
        for channel in channelIDs.indices {
            let range = starts[channel]..<starts[channel + 1]
            distinct.removeAll(keepingCapacity: true)
            for index in range {
                let sender = Int(senders[index])
                if sender >= slot.count { slot.append(contentsOf: repeatElement(-1, count: sender - slot.count + 1)) }
                if slot[sender] < 0 {
                    slot[sender] = Int32(distinct.count)
                    distinct.append((senders[index], 0))
                }
                distinct[Int(slot[sender])].count += 1
            }
            distinct.sort { $0.sender < $1.sender }
            // Each sender's slot becomes the write position of its run; a stable scatter keeps
            // every run in time order.
            var position = range.lowerBound
            for entry in distinct {
                slot[Int(entry.sender)] = Int32(position - range.lowerBound)
                runSenders.append(entry.sender)
                position += entry.count
                runStarts.append(position)
            }
            for index in range {
                let sender = Int(senders[index])
                let target = range.lowerBound + Int(slot[sender])
                timesBySender[target] = times[index]
                slot[sender] += 1
            }
            for entry in distinct { slot[Int(entry.sender)] = -1 }
            channelRuns.append(runSenders.count)
        }
        sealed = true
    }

    /// The position of `channel` in `channelIDs`, nil when it has no countable message.
    public func index(of channel: Int64) -> Int? {
        var low = 0, high = channelIDs.count
        while low < high {
            let mid = (low + high) / 2
            if channelIDs[mid] < channel { low = mid + 1 } else { high = mid }
        }
        return low < channelIDs.count && channelIDs[low] == channel ? low : nil
    }

    /// One channel's timeline; `index` comes from `index(of:)`.
    public func timeline(at index: Int) -> ChannelTimeline {
        precondition(sealed, "seal() the batch first")
        return ChannelTimeline(batch: self, index: index)
    }

    /// The timeline of `channel`, empty when it has no countable message.
    public func timeline(of channel: Int64) -> ChannelTimeline {
        index(of: channel).map(timeline(at:)) ?? ChannelTimeline(batch: nil, index: 0)
    }

    /// Puts messages that came in another order (a mapping's view read without `ORDER BY`:
    /// docs/mappings.md#speed) in (channel, time, sender) order. Channels are placed by a stable
    /// counting sort when their ids are dense (a batch's numbers for text keys, or nearby
    /// integer ids), else by one sort of the message positions; then each channel whose times
    /// are out of order is sorted on its own (rows read in table order mostly arrive in time
    /// order, so most channels need nothing).
    private mutating func sortMessages() {
        let total = times.count
        var channelOf = [Int64](repeating: 0, count: total)
        for channel in channelIDs.indices {
            for index in starts[channel]..<starts[channel + 1] { channelOf[index] = channelIDs[channel] }
        }
        var order = [Int](repeating: 0, count: total)
        let low = channelIDs.min() ?? 0, high = channelIDs.max() ?? 0
        let span = high.subtractingReportingOverflow(low)
        if !span.overflow, span.partialValue < Int64(total) * 4 + 4096 {
            var offsets = [Int](repeating: 0, count: Int(span.partialValue) + 2)
            for channel in channelOf { offsets[Int(channel - low) + 1] += 1 }
            for index in 1..<offsets.count { offsets[index] += offsets[index - 1] }
            for (index, channel) in channelOf.enumerated() {
                let slot = Int(channel - low)
                order[offsets[slot]] = index
                offsets[slot] += 1
            }
        } else {
            for index in order.indices { order[index] = index }
            order.sort { (channelOf[$0], $0) < (channelOf[$1], $1) }
        }
        let oldTimes = times, oldSenders = senders
        channelIDs.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        for (position, index) in order.enumerated() {
            times[position] = oldTimes[index]
            senders[position] = oldSenders[index]
            let channel = channelOf[index]
            if channelIDs.last != channel {
                channelIDs.append(channel)
                starts.append(position)
            }
            starts[starts.count - 1] = position + 1
        }
        sortChannels()
        inOrder = true
    }

    /// Sorts, on its own, each channel whose messages are not in (time, sender) order.
    private mutating func sortChannels() {
        var run: [(time: Int64, sender: Int32)] = []
        for channel in channelIDs.indices {
            let range = starts[channel]..<starts[channel + 1]
            var sorted = true
            for index in range.dropFirst() where times[index - 1] > times[index] || (times[index - 1] == times[index] && senders[index - 1] > senders[index]) {
                sorted = false
                break
            }
            if sorted { continue }
            run.removeAll(keepingCapacity: true)
            for index in range { run.append((times[index], senders[index])) }
            run.sort { ($0.time, $0.sender) < ($1.time, $1.sender) }
            for (offset, entry) in run.enumerated() {
                times[range.lowerBound + offset] = entry.time
                senders[range.lowerBound + offset] = entry.sender
            }
        }
    }

    // MARK: - counting (used through ChannelTimeline)

    /// The number of positions in the ascending `array[range]` whose value is > `horizon`.
    @inline(__always)
    static func countAfter(_ horizon: Int64, in array: [Int64], _ range: Range<Int>) -> Int {
        array.withUnsafeBufferPointer { buffer in
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let mid = (low + high) &>> 1
                if buffer[mid] <= horizon { low = mid + 1 } else { high = mid }
            }
            return range.upperBound - low
        }
    }

    fileprivate func messageRange(_ channel: Int) -> Range<Int> { starts[channel]..<starts[channel + 1] }
    fileprivate func runRange(_ channel: Int) -> Range<Int> { channelRuns[channel]..<channelRuns[channel + 1] }

    /// Messages of the channel at `channel` (an `index(of:)`) created strictly after `horizon`.
    @inline(__always)
    public func countAfter(_ horizon: Int64, channel: Int) -> Int {
        Self.countAfter(horizon, in: times, messageRange(channel))
    }

    /// Messages by `sender` in the channel at `channel` created strictly after `horizon`.
    public func countAfter(_ horizon: Int64, channel: Int, sender: Int32) -> Int {
        let runs = runRange(channel)
        let found: Int? = runSenders.withUnsafeBufferPointer { buffer in
            var low = runs.lowerBound, high = runs.upperBound
            while low < high {
                let mid = (low + high) &>> 1
                if buffer[mid] < sender { low = mid + 1 } else { high = mid }
            }
            return low < runs.upperBound && buffer[low] == sender ? low : nil
        }
        guard let run = found else { return 0 }
        return Self.countAfter(horizon, in: timesBySender, runStarts[run]..<runStarts[run + 1])
    }

    /// The distinct senders of the channel at `channel`, ascending.
    public func senders(ofChannel channel: Int) -> ArraySlice<Int32> { runSenders[runRange(channel)] }

    public func senderCount(ofChannel channel: Int) -> Int { runRange(channel).count }
}

/// One channel's countable messages in time order, a view into a sealed `ChannelTimelines`
/// (it keeps the batch's storage alive; hot loops use the batch and a channel index instead).
public struct ChannelTimeline: Sendable {
    public let batch: ChannelTimelines?
    public let index: Int

    fileprivate init(batch: ChannelTimelines?, index: Int) {
        self.batch = batch
        self.index = index
    }

    /// Countable messages in the channel.
    public var messageCount: Int { batch?.messageRange(index).count ?? 0 }

    /// The distinct senders, ascending.
    public var senders: ArraySlice<Int32> { batch?.senders(ofChannel: index) ?? [] }

    /// Messages created strictly after `horizon`.
    public func countAfter(_ horizon: Int64) -> Int {
        batch?.countAfter(horizon, channel: index) ?? 0
    }

    /// Messages by `sender` created strictly after `horizon`.
    public func countAfter(_ horizon: Int64, sender: Int32) -> Int {
        batch?.countAfter(horizon, channel: index, sender: sender) ?? 0
    }
}
