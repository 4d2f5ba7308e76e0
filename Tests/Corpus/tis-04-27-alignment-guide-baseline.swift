// Mirrors: Thinking in SwiftUI (seed 000) L2044–2071 — an explicit .firstTextBaseline guide on an image (height/2, or $0[VerticalAlignment.center]), used by HStack(alignment: .firstTextBaseline)
// Ours: a paperclip icon aligned to the baseline of "Attach"; with .center alignment the guide would be ignored.
import SwiftUI

struct ContentView: View {
    var body: some View {
        let clip = Image(systemName: "paperclip")
            .alignmentGuide(.firstTextBaseline, computeValue: { dimension in
                dimension.height / 2
            })
        let clipByGuide = Image(systemName: "paperclip")
            .alignmentGuide(.firstTextBaseline, computeValue: { dim in
                dim[VerticalAlignment.center]
            })
        VStack {
            HStack(alignment: .firstTextBaseline) {
                clip
                Text("Attach")
            }
            HStack(alignment: .firstTextBaseline) {
                clipByGuide
                Text("Attach")
            }
            HStack(alignment: .center) {
                clip
                Text("Attach")
            }
        }
    }
}

let iconHeight = 22.0
print(iconHeight / 2)

// expect: 11.0
