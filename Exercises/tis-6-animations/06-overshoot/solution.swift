// A second control point above 1 pulls the curve past the target before it settles back; the
// first below 0 makes it back up at the start. Progress peaks at about 1.081 around 0.85 s.
#Preview {
    Rectangle()
        .frame(width: 80, height: 20)
}

let curve = ".timingCurve(0.5, -0.5, 0.5, 1.5, duration: 1)"
