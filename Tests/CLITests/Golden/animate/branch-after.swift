var on = true
#Preview { HStack { if on { Text("on").transition(.move(edge: .leading).combined(with: .scale)) } else { Text("off") } } }
