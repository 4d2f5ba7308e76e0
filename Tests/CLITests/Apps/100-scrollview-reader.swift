import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Jump to 40") {
                    withAnimation {
                        proxy.scrollTo(40, anchor: .center)
                    }
                }
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<50) { i in
                            Text("Row \(i)")
                                .padding(.vertical, 4)
                                .id(i)
                        }
                    }
                    .padding()
                }
            }
        }
    }
}
