import SwiftUI

struct Chip: View {
    let text: String
    let isSelected: Bool

    var body: some View {
        Text(text)
            .font(.footnote)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.15))
            .foregroundColor(isSelected ? .white : .primary)
            .clipShape(Capsule())
    }
}

struct ContentView: View {
    @State private var selected: Set<String> = ["Swift"]
    let tags = ["Swift", "Kotlin", "Rust", "Go"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Chip(text: tag, isSelected: selected.contains(tag))
                        .onTapGesture {
                            if selected.contains(tag) {
                                selected.remove(tag)
                            } else {
                                selected.insert(tag)
                            }
                        }
                }
            }
            .padding()
        }
    }
}
