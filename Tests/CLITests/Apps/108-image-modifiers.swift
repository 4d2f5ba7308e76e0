import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 20) {
            Image(systemName: "leaf.fill")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 60)
                .foregroundColor(.green)
            Image(systemName: "flame.fill")
                .renderingMode(.template)
                .font(.system(size: 40))
                .foregroundStyle(.orange, .red)
            Image(systemName: "cloud.rain.fill")
                .symbolRenderingMode(.hierarchical)
                .font(.largeTitle)
                .foregroundStyle(.blue)
            Image(systemName: "wifi", variableValue: 0.5)
                .imageScale(.large)
        }
    }
}
