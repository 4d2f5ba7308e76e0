// repeatForever never stops; repeatCount(3, …) stops after three runs, at the model value.
// repeatForever 永远不会停；repeatCount(3, …) 运行三次后停下，停在模型值上。
#Preview {
    Circle()
        .frame(width: 30, height: 30)
}

let curve = ".linear(duration: 1).repeatCount(3, autoreverses: false)"
