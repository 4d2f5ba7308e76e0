// Dictionary counting: 1,200,000 keys made and counted into 100 entries.
var counts: [String: Int] = [:]
for i in 0..<1_200_000 {
    counts["k\(i % 100)", default: 0] += 1
}
print(counts.count, counts["k7"]!)
