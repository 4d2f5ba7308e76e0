// Golden case 30 (TiS L519–532): `self.value = value` in init compiles but does not change the
// state; viewlab warns.
import SwiftUI

struct Counter: View {
    @State private var value = 0
    init(value: Int) { self.value = value }
    var body: some View {
        Text("Value: \(value)").accessibilityIdentifier("value")
    }
}

#Preview { Counter(value: 5) }
