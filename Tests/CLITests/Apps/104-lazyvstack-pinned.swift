import SwiftUI

struct ContentView: View {
    let sections = ["A": ["Anna", "Arthur"], "B": ["Ben", "Bella", "Boris"], "C": ["Chloe"]]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(sections.keys.sorted(), id: \.self) { letter in
                    Section {
                        ForEach(sections[letter]!, id: \.self) { name in
                            Text(name)
                                .padding()
                            Divider()
                        }
                    } header: {
                        Text(letter)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .background(Color.gray.opacity(0.2))
                    }
                }
            }
        }
    }
}
