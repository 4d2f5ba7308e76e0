// Re-run only the views that read what changed.
// TODO: make Profile @Observable and let the views hold it as a plain property.
final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var avatarTaps = 0
}

let profile = Profile()

struct NameLabel: View {
    @ObservedObject var profile: Profile
    var body: some View { Text(profile.name).accessibilityIdentifier("name") }
}

struct AvatarBadge: View {
    @ObservedObject var profile: Profile
    var body: some View {
        Button("Taps: \(profile.avatarTaps)") { profile.avatarTaps += 1 }
            .accessibilityIdentifier("badge")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            NameLabel(profile: profile)
            AvatarBadge(profile: profile)
        }
    }
}
