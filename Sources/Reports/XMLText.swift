/// Text made safe for XML character data and attribute values.
enum XMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped += " "
            default:
                // XML 1.0 forbids other control characters and U+FFFE/U+FFFF outright.
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                escaped.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return escaped
    }
}
