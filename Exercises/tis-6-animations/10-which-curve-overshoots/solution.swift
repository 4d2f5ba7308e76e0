// .smooth is a spring with no bounce: it approaches the target without passing it. .bouncy
// (bounce 0.3) passes it, peaking 4.6 % over at 0.35 s. Timing curves stay within 0…1.
// .smooth 是没有弹跳的弹簧：它接近目标但不会越过。.bouncy（bounce 0.3）会越过目标，
// 在 0.35 s 处最多超出 4.6 %。时间曲线始终在 0…1 之内。
#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

let answer = "c"
