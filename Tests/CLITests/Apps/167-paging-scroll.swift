import SwiftUI

struct ContentView: View {
    let colors: [Color] = [.red, .green, .blue, .orange]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(colors.indices, id: \.self) { i in
                    colors[i]
                        .overlay(Text("Page \(i + 1)").font(.largeTitle).foregroundColor(.white))
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .frame(height: 250)
    }
}
