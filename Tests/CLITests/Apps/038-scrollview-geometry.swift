import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<8) { index in
                    GeometryReader { proxy in
                        let minY = proxy.frame(in: .global).minY
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.orange)
                            .overlay(Text("Row \(index) at \(Int(minY))").foregroundColor(.white))
                    }
                    .frame(height: 80)
                }
            }
            .padding()
        }
    }
}
