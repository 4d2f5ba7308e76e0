import SwiftUI

struct ContentView: View {
    @State private var showDetails = false
    let specs = ["CPU": "A17 Pro", "RAM": "8 GB", "Display": "6.1 in"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button(showDetails ? "Hide specs" : "Show specs") {
                showDetails.toggle()
            }
            Group {
                if showDetails {
                    ForEach(specs.sorted(by: { $0.key < $1.key }), id: \.key) { key, value in
                        HStack {
                            Text(key).bold()
                            Spacer()
                            Text(value)
                        }
                    }
                } else {
                    EmptyView()
                }
            }
            .font(.callout)
        }
        .padding()
    }
}
