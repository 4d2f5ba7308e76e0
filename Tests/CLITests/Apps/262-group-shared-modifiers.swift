import SwiftUI

struct ContentView: View {
    @State private var compact = false

    var body: some View {
        VStack(spacing: 16) {
            Group {
                Text("Headline one")
                Text("Headline two")
                Text("Headline three")
            }
            .font(compact ? .body : .title3)
            .foregroundStyle(.indigo)
            .padding(.horizontal)

            Group {
                if compact {
                    Image(systemName: "rectangle.compress.vertical")
                } else {
                    Image(systemName: "rectangle.expand.vertical")
                }
            }
            .font(.largeTitle)
            .onTapGesture { compact.toggle() }

            Group {
                ForEach(1...3, id: \.self) { n in
                    Text("Footnote \(n)")
                }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
    }
}
