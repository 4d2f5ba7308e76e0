import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "mountain.2.fill")
                .resizable()
                .scaledToFill()
                .frame(height: 180)
                .frame(maxWidth: .infinity)
                .clipped()
                .foregroundStyle(.green)
                .background(Color.mint.opacity(0.3))
            VStack(alignment: .leading, spacing: 8) {
                Text("Yosemite Valley")
                    .font(.title2).bold()
                Text("A glacial valley in California known for its granite cliffs, waterfalls and giant sequoias.")
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .padding()
        }
        .background(RoundedRectangle(cornerRadius: 16).stroke(Color.gray.opacity(0.3)))
        .padding()
    }
}
