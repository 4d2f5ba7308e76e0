// Re-run only the views that read what changed.
// 只重新执行读取了变化内容的视图。
@Observable final class Profile {
    var name = "Ada"
    var avatarTaps = 0
}

let profile = Profile()

struct NameLabel: View {
    var profile: Profile
    var body: some View { Text(profile.name).accessibilityIdentifier("name") }
}

struct AvatarBadge: View {
    var profile: Profile
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
