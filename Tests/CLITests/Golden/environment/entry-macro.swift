// iOS 18's @Entry declares a key and its property in one line (update-cycle-research.md §5.2): the
// first Dot reads the default, the second the value written above it.
extension EnvironmentValues {
    @Entry var accent: Color = .pink
}

struct Dot: View {
    @Environment(\.accent) private var accent
    var body: some View { Text("\(accent)") }
}

#Preview {
    VStack {
        Dot()
        Dot().environment(\.accent, .green)
    }
}
