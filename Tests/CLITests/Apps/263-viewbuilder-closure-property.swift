import SwiftUI

struct Collapsible<Header: View, Content: View>: View {
    @State private var isOpen = true
    let header: () -> Header
    let content: () -> Content

    init(@ViewBuilder header: @escaping () -> Header, @ViewBuilder content: @escaping () -> Content) {
        self.header = header
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                isOpen.toggle()
            } label: {
                HStack {
                    header()
                    Spacer()
                    Image(systemName: isOpen ? "chevron.up" : "chevron.down")
                }
            }
            .buttonStyle(.plain)
            if isOpen {
                content()
            }
        }
        .padding()
        .background(.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Collapsible {
                Label("Shipping", systemImage: "shippingbox")
            } content: {
                Text("Arrives Tuesday")
                Text("Tracking: 1Z999")
            }
            Collapsible {
                Text("Notes").bold()
            } content: {
                Text("Leave at the door")
            }
        }
        .padding()
    }
}
