import SwiftUI

@Observable
final class Profile {
    var name = "Taylor"
    var isPublic = true
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Public profile", isOn: $profile.isPublic)
        }
    }
}

struct ContentView: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            Text(profile.isPublic ? "\(profile.name) (public)" : "\(profile.name) (private)")
                .padding()
            ProfileEditor(profile: profile)
        }
    }
}
