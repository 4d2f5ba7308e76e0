// The padded text is 76+32 by 17+32 = 108×49; the frame is 80×30. Centred, their union is
// as wide as the wider and as tall as the taller: 108×49.
#Preview {
    ZStack {
        Color.yellow.frame(width: 80, height: 30)
        Text("Hello, World!").padding()
    }
}

let width = 108.0
let height = 49.0
