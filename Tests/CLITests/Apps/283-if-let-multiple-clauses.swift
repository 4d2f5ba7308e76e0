import SwiftUI

struct ContentView: View {
    @State private var widthText = "12"
    @State private var heightText = "4.5"
    @State private var unit: String? = "m"

    var area: String {
        if let w = Double(widthText), let h = Double(heightText), w > 0, h > 0, let unit {
            return String(format: "%.2f %@²", w * h, unit)
        } else if Double(widthText) == nil || Double(heightText) == nil {
            return "Invalid number"
        } else {
            return "Missing unit or zero size"
        }
    }

    var body: some View {
        Form {
            TextField("Width", text: $widthText)
            TextField("Height", text: $heightText)
            Picker("Unit", selection: $unit) {
                Text("None").tag(String?.none)
                Text("Meters").tag(String?.some("m"))
                Text("Feet").tag(Optional("ft"))
            }
            Text(area).bold()
        }
    }
}
