#Preview {
    HStack {
        ForEach(0..<5) { _ in
            Circle().frame(width: 20, height: 20)
        }
    }
}

// TODO: the animation of the circle with index 3.
let curve = ".easeInOut(duration: 0.35)"
