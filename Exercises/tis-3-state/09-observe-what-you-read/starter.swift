// Re-run only the views that read what changed.
// 只重新执行读取了变化内容的视图。
// TODO: make Profile @Observable and let the views hold it as a plain property.
// TODO：让 Profile 成为 @Observable，并让视图把它作为普通属性持有。
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
