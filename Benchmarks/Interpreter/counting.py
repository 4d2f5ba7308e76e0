# Dictionary counting: 1,200,000 keys made and counted into 100 entries (counting.swift).
counts = {}
for i in range(1_200_000):
    key = f"k{i % 100}"
    counts[key] = counts.get(key, 0) + 1
print(len(counts), counts["k7"])
