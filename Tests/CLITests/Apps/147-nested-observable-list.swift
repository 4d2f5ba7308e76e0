import SwiftUI

@Observable
class Playlist: Identifiable {
    let id = UUID()
    var name: String
    var songs: [String]

    init(name: String, songs: [String]) {
        self.name = name
        self.songs = songs
    }

    var duration: Int { songs.count * 3 }
}

@Observable
class MusicLibrary {
    var playlists: [Playlist] = [
        Playlist(name: "Chill", songs: ["Sunset", "Waves"]),
        Playlist(name: "Workout", songs: ["Pump", "Run", "Lift", "Sprint"])
    ]
}

struct ContentView: View {
    @State private var library = MusicLibrary()

    var body: some View {
        List(library.playlists) { playlist in
            VStack(alignment: .leading) {
                Text(playlist.name).font(.headline)
                Text("\(playlist.songs.count) songs · ~\(playlist.duration) min")
                    .font(.caption)
            }
            .onTapGesture {
                playlist.songs.append("New song")
            }
        }
    }
}
