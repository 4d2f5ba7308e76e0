import SwiftUI

struct Song: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
}

struct ContentView: View {
    let songs = [
        Song(title: "Yellow", artist: "Coldplay"),
        Song(title: "Clocks", artist: "Coldplay"),
        Song(title: "Creep", artist: "Radiohead"),
        Song(title: "Karma Police", artist: "Radiohead"),
        Song(title: "Hello", artist: "Adele")
    ]

    var grouped: [String: [Song]] {
        Dictionary(grouping: songs, by: { $0.artist })
    }

    var body: some View {
        List {
            ForEach(grouped.keys.sorted(), id: \.self) { artist in
                Section(header: Text(artist)) {
                    ForEach(grouped[artist] ?? []) { song in
                        Text(song.title)
                    }
                }
            }
        }
    }
}
