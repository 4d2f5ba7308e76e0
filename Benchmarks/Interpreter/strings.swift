// String building: 1,500,000 appends of a digit, a line break after every 50.
var text = ""
for i in 0..<1_500_000 {
    text += String(i % 10)
    if i % 50 == 49 { text += "\n" }
}
print(text.count)
