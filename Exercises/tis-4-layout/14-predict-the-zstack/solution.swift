// The padded text is 76+32 by 17+32 = 108×49; the frame is 80×30. Centred, their union is
// as wide as the wider and as tall as the taller: 108×49.
// 加了内边距的文本是 76+32 乘 17+32 = 108×49；框架是 80×30。居中叠放时，它们的并集和较宽的一样宽、
// 和较高的一样高：108×49。
#Preview {
    ZStack {
        Color.yellow.frame(width: 80, height: 30)
        Text("Hello, World!").padding()
    }
}

let width = 108.0
let height = 49.0
