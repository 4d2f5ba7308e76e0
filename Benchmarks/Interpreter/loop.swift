// A tight loop: 4,000,000 iterations of arithmetic on a local variable.
var total = 0
for i in 0..<4_000_000 {
    total += i % 7
}
print(total)
