import SwiftUI

struct ContentView: View {
    let ratio: CGFloat = 0.35

    var body: some View {
        GeometryReader { geo in
            let leftWidth = geo.size.width * ratio
            HStack(spacing: 0) {
                Color.indigo
                    .frame(width: leftWidth)
                    .overlay(Text("\(Int(leftWidth)) pt").foregroundStyle(.white))
                VStack {
                    Text("Detail")
                        .font(.title)
                    Text("Height \(Int(geo.size.height))")
                    Text(geo.size.width > 500 ? "Wide" : "Narrow")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.gray.opacity(0.1))
            }
        }
        .ignoresSafeArea()
    }
}
