// Mirrors: Thinking in SwiftUI (seed 000) L2094–2186 — a custom AlignmentID (MenuAlignment) that propagates through HStacks to align circle buttons in a menu
// Ours: a ToolbarAlignment whose default is the center; rows "Copy" and "Paste" set an explicit guide on their icons.
import SwiftUI

struct ToolbarAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width / 2
    }
}

extension HorizontalAlignment {
    static let toolbar = HorizontalAlignment(ToolbarAlignment.self)
}

struct RoundIcon: View {
    var symbol: String
    var body: some View {
        Circle()
            .fill(Color.blue)
            .overlay {
                Image(systemName: symbol)
                    .foregroundColor(.white)
            }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .toolbar) {
            HStack {
                Text("Copy")
                RoundIcon(symbol: "doc.on.doc")
                    .frame(width: 30, height: 30)
                    .alignmentGuide(.toolbar) { $0.width / 2 }
            }
            HStack {
                Text("Paste")
                RoundIcon(symbol: "doc.on.clipboard")
                    .frame(width: 30, height: 30)
                    .alignmentGuide(.toolbar) { $0.width / 2 }
            }
            RoundIcon(symbol: "ellipsis")
                .frame(width: 40, height: 40)
        }
    }
}

// Row origins so that every icon center shares one x (text widths 30 and 36, spacing 8).
let rows = [(text: 30.0, icon: 30.0), (text: 36.0, icon: 30.0)]
let centers = rows.map { $0.text + 8 + $0.icon / 2 }
let guideX = centers.max() ?? 0
print(centers)
print(centers.map { guideX - $0 })

// expect: [53.0, 59.0]
// expect: [6.0, 0.0]
