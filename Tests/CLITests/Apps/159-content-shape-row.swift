import SwiftUI

struct SettingRow: View {
    let icon: String
    let color: Color
    let title: String
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.system(size: 14, weight: .semibold))
                .foregroundColor(.white)
                .frame(width: 28, height: 28)
                .background(color)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            Text(title)
            Spacer()
            if let value = value {
                Text(value).foregroundColor(.secondary)
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        List {
            SettingRow(icon: "airplane", color: .orange, title: "Airplane Mode")
            SettingRow(icon: "wifi", color: .blue, title: "Wi-Fi", value: "Home")
            SettingRow(icon: "battery.100", color: .green, title: "Battery", value: "87%")
        }
    }
}
