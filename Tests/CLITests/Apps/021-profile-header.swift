import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
                .foregroundStyle(.gray)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .shadow(radius: 6)
            Text("Jane Appleseed")
                .font(.title)
                .fontWeight(.semibold)
            Text("iOS Developer · Cupertino")
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
