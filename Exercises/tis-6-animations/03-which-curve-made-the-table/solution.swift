// The table covers more than a quarter of the way in the first quarter of the time and slows
// down near the end: the curve starts fast and eases out.
#Preview {
    Rectangle()
        .frame(width: 100, height: 10)
}

let curve = ".easeOut(duration: 1)"
