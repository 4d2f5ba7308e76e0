import SwiftUI

struct ContentView: View {
    @State private var display = "0"
    let keys: [[String]] = [
        ["7", "8", "9", "÷"],
        ["4", "5", "6", "×"],
        ["1", "2", "3", "−"],
        ["C", "0", "=", "+"]
    ]

    func tap(_ key: String) {
        switch key {
        case "C": display = "0"
        case "0"..."9":
            display = display == "0" ? key : display + key
        default:
            break
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(display)
                .font(.system(size: 56, weight: .light))
                .frame(maxWidth: .infinity, alignment: .trailing)
                .padding(.horizontal)
            ForEach(keys, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { key in
                        Button { tap(key) } label: {
                            Text(key)
                                .font(.title)
                                .frame(width: 70, height: 70)
                                .background(Color(.systemGray5))
                                .clipShape(Circle())
                        }
                    }
                }
            }
        }
    }
}
