import Foundation

/// A repeatable random source (SplitMix64): the same seed gives the same run, so a failure
/// found by a random-operation test can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }
}
