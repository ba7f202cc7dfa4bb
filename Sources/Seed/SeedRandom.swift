import Foundation

/// The seed generator's only source of randomness: xoshiro256** (Blackman & Vigna), seeded
/// through SplitMix64. Never the system RNG: the same `--seed` must give the same rows.
///
/// Every independent part of the history draws from its own stream, named by a purpose and
/// an index (`SeedRandom(seed:, stream: .messages, index: channelIndex)`), so a channel's
/// messages can be regenerated alone (the loader's second pass) and come out identical.
struct SeedRandom {
    /// The independent streams of one seed.
    enum Stream: UInt64 {
        case plan = 1, members = 2, messages = 3, events = 4, anomalies = 5, teams = 6, threads = 7, mentions = 8, threadReceipts = 9
    }

    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    init(seed: UInt64, stream: Stream, index: UInt64 = 0) {
        var mixer = SplitMix64(state: seed)
        let seedMix = mixer.next()
        var streamMixer = SplitMix64(state: seedMix ^ (stream.rawValue &* 0xD1B5_4A32_D192_ED03))
        var indexMixer = SplitMix64(state: streamMixer.next() ^ (index &* 0x9E37_79B9_7F4A_7C15))
        s0 = indexMixer.next(); s1 = indexMixer.next(); s2 = indexMixer.next(); s3 = indexMixer.next()
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 } // the one state xoshiro cannot leave
    }

    @inline(__always) mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    @inline(__always) private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// Uniform in [0, 1), 53 bits.
    @inline(__always) mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in 0..<n (Lemire's multiply-shift; the bias is below 2⁻⁴⁰ for our n).
    @inline(__always) mutating func below(_ n: Int) -> Int {
        precondition(n > 0)
        return Int(next().multipliedFullWidth(by: UInt64(n)).high)
    }

    /// Uniform in the closed range.
    @inline(__always) mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    @inline(__always) mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// Uniform in [low, high).
    @inline(__always) mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    /// Log-uniform in [low, high): as many values per decade.
    mutating func logUniform(_ low: Double, _ high: Double) -> Double { low * pow(high / low, unit()) }

    /// Standard normal (Box–Muller, one value per call).
    mutating func normal() -> Double {
        let u1 = 1 - unit() // (0, 1]
        let u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    /// Heavy-tailed positive values: the median, and sigma of the underlying normal.
    mutating func logNormal(median: Double, sigma: Double) -> Double { median * exp(sigma * normal()) }

    mutating func exponential(mean: Double) -> Double { -mean * log(1 - unit()) }

    /// Pareto with scale `minimum` and shape `alpha` (smaller alpha, heavier tail).
    mutating func pareto(minimum: Double, alpha: Double) -> Double { minimum / pow(1 - unit(), 1 / alpha) }

    /// 1 + a geometric number of failures: mean `mean` (≥ 1).
    mutating func geometric(mean: Double) -> Int {
        guard mean > 1 else { return 1 }
        let p = 1 / mean
        return 1 + Int(log(1 - unit()) / log(1 - p))
    }
}

/// SplitMix64 (Steele, Lea, Flood): turns one 64-bit seed into well-mixed states.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Picks an index with probability proportional to its weight (cumulative sums, binary search).
struct SeedWeightedChoice {
    private let cumulative: [Double]

    init(weights: [Double]) {
        var sums: [Double] = []
        sums.reserveCapacity(weights.count)
        var sum = 0.0
        for weight in weights {
            sum += max(weight, 0)
            sums.append(sum)
        }
        cumulative = sums
    }

    var total: Double { cumulative.last ?? 0 }

    /// nil when every weight is zero.
    func pick(_ random: inout SeedRandom) -> Int? {
        guard total > 0 else { return nil }
        let target = random.unit() * total
        var low = 0, high = cumulative.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulative[mid] > target { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
