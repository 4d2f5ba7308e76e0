import SwiftUI

struct ContentView: View {
    @State private var zip = ""
    @State private var isValid = false

    var body: some View {
        Form {
            TextField("ZIP code", text: $zip)
                .onChange(of: zip) { oldValue, newValue in
                    isValid = newValue.count == 5 && newValue.allSatisfy(\.isNumber)
                }
            Label(isValid ? "Valid" : "Invalid", systemImage: isValid ? "checkmark.circle" : "xmark.circle")
                .foregroundColor(isValid ? .green : .red)
        }
    }
}
