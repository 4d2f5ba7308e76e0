// Mirrors: Thinking in SwiftUI (seed 000) L1511–1529 — right-aligning with HStack { Spacer(); Text } versus .frame(maxWidth: .infinity, alignment: .trailing)
// Ours: a price label aligned both ways, stacked in a VStack to compare.
import SwiftUI

struct PriceRow: View {
    @ViewBuilder var withSpacer: some View {
        Spacer()
        Text("Total: 42 kr")
    }

    var body: some View {
        VStack {
            HStack {
                withSpacer
            }
            Text("Total: 42 kr")
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}

struct ContentView: View {
    var body: some View {
        PriceRow()
    }
}

print(type(of: PriceRow().withSpacer))
print(type(of: Text("Total: 42 kr").frame(maxWidth: .infinity, alignment: .trailing)))

// expect: TupleView<(Spacer, Text)>
// expect: ModifiedContent<Text, _FlexFrameLayout>
