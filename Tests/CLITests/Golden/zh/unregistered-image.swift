// An image no `#image` registered: layout warns, and draws it at the default size.
import SwiftUI

#Preview {
    VStack {
        Image("nowhere")
        Text("Caption")
    }
}
