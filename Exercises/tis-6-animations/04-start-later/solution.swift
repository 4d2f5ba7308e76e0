// One second of linear motion, held back by half a second: the delay comes on top of the duration.
#Preview {
    Rectangle()
        .frame(width: 60, height: 60)
}

let curve = ".linear(duration: 1).delay(0.5)"
