# The learner Layout benchmark's peer (layout.swift): the same justified rows of 1,000 subviews, the same
# arithmetic in the same order, printed as the benchmark harness reduces viewlab's layout.
def ratios(count):
    return [(40 + (i * 37) % 90) / (30 + (i * 53) % 50) for i in range(count)]


def breaks(width, ratios, sums, target, spacing, shortest):
    """Where each row starts, by dynamic programming: rows as near `target` high as the widths allow."""
    n = len(ratios)
    best = [0.0] + [float("inf")] * n
    start = [0] * (n + 1)
    for end in range(1, n + 1):
        first = end - 1
        while first >= 0:
            height = (width - spacing * (end - first - 1)) / (sums[end] - sums[first])
            if height < shortest:
                break
            cost = best[first] + (height - target) * (height - target)
            if cost < best[end]:
                best[end] = cost
                start[end] = first
            first -= 1
    return best[n], start


def place(width, ratios, spacing=4.0, shortest=20.0):
    n = len(ratios)
    sums = [0.0] * (n + 1)
    for i in range(n):
        sums[i + 1] = sums[i] + ratios[i]
    chosen = None
    target = 35.0
    while target <= 85.0:
        cost, start = breaks(width, ratios, sums, target, spacing, shortest)
        if chosen is None or cost < chosen[0]:
            chosen = (cost, start)
        target += 0.25
    start = chosen[1]
    rows = []
    end = n
    while end > 0:
        rows.append((start[end], end))
        end = start[end]
    frames = []
    y = 0.0
    for first, end in reversed(rows):
        height = (width - spacing * (end - first - 1)) / (sums[end] - sums[first])
        x = 0.0
        for i in range(first, end):
            frames.append((x, y, ratios[i] * height, height))
            x += ratios[i] * height + spacing
        y += height + spacing
    return frames


frames = place(320.0, ratios(1000))
print(len(frames), round(sum(x + y + w + h for x, y, w, h in frames), 1))
