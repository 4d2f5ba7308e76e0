// A tight loop: 50,000 iterations of arithmetic on a local variable.
var total = 0
for i in 0..<50_000 {
    total += i % 7 * 3
}
print(total)
