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
}
