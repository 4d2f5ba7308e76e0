#Preview {
    Circle()
}

// TODO: the circle's size in a 100×50 window.
let width = 0.0
let height = 0.0
