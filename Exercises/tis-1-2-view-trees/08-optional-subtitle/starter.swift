// Show the subtitle only when there is one.
let subtitle: String? = "Chapter 2"

#Preview {
    VStack {
        Text("View Trees")
        // TODO: add the subtitle with `if let`.
    }
}
