// A tight loop: 3,000,000 iterations of arithmetic on a local variable.
var total = 0
for i in 0..<3_000_000 {
    total += i % 7
}
print(total)
