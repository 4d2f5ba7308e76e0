import SwiftUI

enum Block {
    case heading(String)
    case paragraph(String)
    case image(String)
    case divider
}

struct ContentView: View {
    let blocks: [Block] = [
        .heading("Release notes"),
        .paragraph("Faster sync and a new dark theme."),
        .divider,
        .image("sparkles"),
        .paragraph("Thanks for using the app!")
    ]

    func render(_ block: Block) -> AnyView {
        switch block {
        case .heading(let text):
            return AnyView(Text(text).font(.title).bold())
        case .paragraph(let text):
            return AnyView(Text(text).foregroundStyle(.secondary))
        case .image(let name):
            return AnyView(Image(systemName: name).font(.largeTitle))
        case .divider:
            return AnyView(Divider())
        }
    }

    var body: some View {
        let views = blocks.map(render)
        return VStack(alignment: .leading, spacing: 10) {
            ForEach(views.indices, id: \.self) { i in
                views[i]
            }
        }
        .padding()
    }
}
