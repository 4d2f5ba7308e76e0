import SwiftUI

struct ContentView: View {
    let values: [Double] = [0.3, 0.8, 0.55, 1.0, 0.2]

    var body: some View {
        GeometryReader { geo in
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(values.indices, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.accentColor)
                        .frame(width: (geo.size.width - 32) / CGFloat(values.count),
                               height: geo.size.height * values[i])
                }
            }
            .frame(width: geo.size.width, height: geo.size.height, alignment: .bottom)
        }
        .frame(height: 200)
        .padding()
    }
}
