// String interpolation: 5,000 interpolated strings.
var lines: [String] = []
for i in 0..<5_000 {
    lines.append("Row \(i): \(i * 2) items, \(i % 2 == 0 ? "even" : "odd")")
}
var characters = 0
for line in lines { characters += line.count }
print(lines.count, characters, lines[lines.count - 1])
