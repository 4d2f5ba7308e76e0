# A tight loop: 4,000,000 iterations of arithmetic on a local variable (loop.swift).
total = 0
for i in range(4_000_000):
    total += i % 7
print(total)
