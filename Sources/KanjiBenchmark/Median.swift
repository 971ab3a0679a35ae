extension Array where Element == Double {
    /// The middle value (the upper of the two middle ones for an even count); nil when empty.
    var median: Double? { isEmpty ? nil : sorted()[count / 2] }
}
