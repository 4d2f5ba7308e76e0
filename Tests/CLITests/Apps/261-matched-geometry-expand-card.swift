import SwiftUI

struct ContentView: View {
    @Namespace private var ns
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(.blue.gradient)
                        .matchedGeometryEffect(id: "card", in: ns)
                        .frame(height: 300)
                    Text("Mountains")
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title", in: ns)
                    Text("A long description of the trip appears here once the card is open.")
                    Spacer()
                }
                .padding()
            } else {
                VStack {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.blue.gradient)
                        .matchedGeometryEffect(id: "card", in: ns)
                        .frame(width: 160, height: 100)
                    Text("Mountains")
                        .font(.headline)
                        .matchedGeometryEffect(id: "title", in: ns)
                }
            }
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                expanded.toggle()
            }
        }
    }
}
