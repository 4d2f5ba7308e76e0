import Foundation

/// Times `body` the way bench-trees.md asks: `prepare` (clearing caches) runs outside the timer
/// before every call; after a warm-up the loop count grows 1, 2, 5, 10, 20, … until one repeat
/// holds at least 0.2 s of timed work (`timeit.autorange`), and the result is the best of 5
/// repeats of the mean time per call, in nanoseconds.
func bestNanosecondsPerCall(prepare: () -> Void, _ body: () throws -> Void) throws -> Double {
    func timedRepeat(_ loops: Int) throws -> UInt64 {
        var total: UInt64 = 0
        for _ in 0..<loops {
            prepare()
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            total += DispatchTime.now().uptimeNanoseconds - start
        }
        return total
    }
    _ = try timedRepeat(3)
    var loops = 1
    var steps = [1, 2, 5].makeIterator(), scale = 1
    while true {
        if try timedRepeat(loops) >= 200_000_000 { break }
        if let next = steps.next() { loops = next * scale } else { scale *= 10; steps = [1, 2, 5].makeIterator(); loops = steps.next()! * scale }
    }
    var best = Double.infinity
    for _ in 0..<5 { best = min(best, Double(try timedRepeat(loops)) / Double(loops)) }
    return best
}
