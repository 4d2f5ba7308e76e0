import SwiftUI

struct ContentView: View {
    let photos = ["mountain.2", "sun.haze", "cloud.rain", "snowflake", "leaf"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Gallery").font(.title.bold()).padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(photos, id: \.self) { name in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.cyan.opacity(0.3))
                            .overlay(Image(systemName: name).font(.largeTitle))
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                            .frame(height: 160)
                    }
                }
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
        }
    }
}
