extension String {
    /// The text as a log line or an error may quote it: at most `limit` Unicode scalars, a longer
    /// text cut there with an ellipsis and its full length, so that a file name of megabytes cannot
    /// make a log line of megabytes. Scalars, not characters: one character can hold any number.
    func clippedForLog(_ limit: Int = 200) -> String {
        guard utf8.count > limit,
            let end = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: limit, limitedBy: unicodeScalars.endIndex),
            end < unicodeScalars.endIndex
        else { return self }
        return "\(String(unicodeScalars[..<end]))… (\(utf8.count) bytes)"
    }

    /// Text read from a file, quoted for a log line: control characters escaped, at most
    /// `limit` Unicode scalars kept, a longer text cut there with an ellipsis.
    func quotedForLog(_ limit: Int = 32) -> String {
        var out = ""
        for (index, scalar) in unicodeScalars.enumerated() {
            if index == limit { return "\"" + out + "…\"" }
            out += scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return "\"" + out + "\""
    }
}
