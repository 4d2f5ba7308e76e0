// .smooth is a spring with no bounce: it approaches the target without passing it. .bouncy
// (bounce 0.3) passes it, peaking 4.6 % over at 0.35 s. Timing curves stay within 0…1.
#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

let answer = "c"
