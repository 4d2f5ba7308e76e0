// A workout page that counts repetitions; the count must survive going back and coming again.
struct Practice: View {
    // TODO: the count is lost when the page is popped; keep it in the view below the page.
    @State private var reps = 0
    var body: some View {
        Button("Reps: \(reps)") { reps += 1 }
            .accessibilityIdentifier("reps")
    }
}

struct Gym: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Today's workout")
                NavigationLink("Practice") { Practice() }
            }
        }
    }
}

#Preview { Gym() }
