import SwiftUI

struct MaxWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct ContentView: View {
    @State private var labelWidth: CGFloat = 0
    let fields = ["Name", "Email address", "Phone"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(fields, id: \.self) { field in
                HStack {
                    Text(field)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                            }
                        )
                        .frame(width: labelWidth > 0 ? labelWidth : nil, alignment: .leading)
                    Rectangle().stroke(.gray).frame(height: 28)
                }
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { labelWidth = $0 }
        .padding()
    }
}
