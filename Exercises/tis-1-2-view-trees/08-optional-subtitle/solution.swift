// `if let` in a ViewBuilder becomes Optional<Text>: present now, and absent (no view at all,
// not an empty one) if subtitle were nil.
let subtitle: String? = "Chapter 2"

#Preview {
    VStack {
        Text("View Trees")
        if let subtitle {
            Text(subtitle)
        }
    }
}
