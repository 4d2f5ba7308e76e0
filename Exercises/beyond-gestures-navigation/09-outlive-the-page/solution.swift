// A workout page that counts repetitions; the count must survive going back and coming again.
struct Practice: View {
    // The page only edits the count; it does not own it.
    @Binding var reps: Int
    var body: some View {
        Button("Reps: \(reps)") { reps += 1 }
            .accessibilityIdentifier("reps")
    }
}

struct Gym: View {
    // A pushed page's state lives in the page's node, and popping the page removes that node.
    // Gym's node stays on the stack's first page for as long as the stack lives, so the count
    // is kept here and handed to each new Practice page as a binding.
    @State private var reps = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Today's workout")
                NavigationLink("Practice") { Practice(reps: $reps) }
            }
        }
    }
}

#Preview { Gym() }
