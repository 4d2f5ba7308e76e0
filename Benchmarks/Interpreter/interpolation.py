# String interpolation: 5,000 interpolated strings (interpolation.swift), with f-strings.
lines = []
for i in range(5_000):
    lines.append(f"Row {i}: {i * 2} items, {'even' if i % 2 == 0 else 'odd'}")
characters = 0
for line in lines:
    characters += len(line)
print(len(lines), characters, lines[len(lines) - 1])
