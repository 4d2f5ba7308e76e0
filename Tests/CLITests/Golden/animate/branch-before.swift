var on = false
#Preview { HStack { if on { Text("on") } else { Text("off") } } }
