import SwiftUI

func caesar(_ text: String, shift: Int) -> String {
    String(text.map { ch -> Character in
        guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
        let base: UInt8 = ch.isUppercase ? 65 : 97
        let shifted = (Int(ascii - base) + shift + 26) % 26
        return Character(UnicodeScalar(base + UInt8(shifted)))
    })
}

struct ContentView: View {
    @State private var message = "Hello, World"
    @State private var shift = 3

    var body: some View {
        Form {
            TextField("Message", text: $message)
            Stepper("Shift \(shift)", value: $shift, in: -25...25)
            LabeledContent("Encoded", value: caesar(message, shift: shift))
            LabeledContent("Decoded", value: caesar(caesar(message, shift: shift), shift: -shift))
            LabeledContent("Code points", value: message.unicodeScalars.prefix(5).map { String($0.value) }.joined(separator: " "))
        }
    }
}
