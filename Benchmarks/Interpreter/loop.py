# A tight loop: 50,000 iterations of arithmetic on a local variable (loop.swift).
total = 0
for i in range(50_000):
    total += i % 7 * 3
print(total)
