// A List with children is an outline: a row with children is a collapsed DisclosureGroup, which a
// tap on its row expands to show the rows under it, each made as it first shows.
// event: tap "Documents"
// event: tap "Taxes"
struct FileItem: Identifiable {
    let id: Int
    let name: String
    var children: [FileItem]? = nil
}

struct ContentView: View {
    let files = [
        FileItem(id: 1, name: "Documents", children: [
            FileItem(id: 2, name: "CV.pdf"),
            FileItem(id: 3, name: "Taxes", children: [FileItem(id: 4, name: "2025.pdf")]),
        ]),
        FileItem(id: 5, name: "notes.txt"),
    ]
    var body: some View {
        List(files, children: \.children) { file in Text(file.name) }
    }
}
