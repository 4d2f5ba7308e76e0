import SwiftUI

protocol Previewable {
    static var sample: Self { get }
    static var samples: [Self] { get }
}

extension Previewable {
    static var samples: [Self] { [sample, sample] }
}

struct Contact: Previewable, Identifiable {
    let id = UUID()
    var name: String
    var phone: String

    static var sample: Contact { Contact(name: "Jo Park", phone: "555-0101") }
}

struct Product: Previewable {
    var title: String
    static let sample = Product(title: "Widget")
    static var samples: [Product] { ["Widget", "Gadget", "Doohickey"].map { Product(title: $0) } }
}

struct ContentView: View {
    var body: some View {
        List {
            Section("Contacts") {
                ForEach(Contact.samples) { c in
                    LabeledContent(c.name, value: c.phone)
                }
            }
            Section("Products") {
                ForEach(Product.samples, id: \.title) { p in
                    Text(p.title)
                }
            }
        }
    }
}
