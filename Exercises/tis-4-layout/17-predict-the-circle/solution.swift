// The largest circle in 100×50 has a diameter of 50: the circle reports 50×50 and the window
// centres it.
#Preview {
    Circle()
}

let width = 50.0
let height = 50.0
