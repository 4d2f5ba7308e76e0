// repeatForever never stops; repeatCount(3, …) stops after three runs, at the model value.
#Preview {
    Circle()
        .frame(width: 30, height: 30)
}

let curve = ".linear(duration: 1).repeatCount(3, autoreverses: false)"
