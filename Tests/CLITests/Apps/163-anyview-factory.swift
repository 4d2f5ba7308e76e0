import SwiftUI

enum Block {
    case heading(String)
    case paragraph(String)
    case divider
}

struct ContentView: View {
    let blocks: [Block] = [.heading("Release notes"), .paragraph("Bug fixes and improvements."), .divider, .paragraph("Thanks for using our app!")]

    func render(_ block: Block) -> AnyView {
        switch block {
        case .heading(let text):
            return AnyView(Text(text).font(.title2.bold()))
        case .paragraph(let text):
            return AnyView(Text(text))
        case .divider:
            return AnyView(Divider())
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(blocks.indices, id: \.self) { i in
                render(blocks[i])
            }
        }
        .padding()
    }
}
