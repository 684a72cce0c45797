extension Int {
    /// A number from outside (a JSON value, a file's field) as a whole
    /// number, or nil when it is not one an `Int` can hold: `Int(Double)`
    /// traps on `1e19`, infinity and NaN, and a feed may send any of them.
    public init?(checked value: Double) {
        guard value.isFinite, value > -9.2e18, value < 9.2e18 else { return nil }
        self.init(value)
    }

    /// The same, rounded to the nearest whole number first.
    public init?(rounding value: Double) {
        self.init(checked: value.rounded())
    }

    /// The same, held within `bounds` (a number of seconds, a percentage):
    /// out-of-range values take the nearest bound, NaN the lower one.
    public init(clamping value: Double, to bounds: ClosedRange<Int>) {
        if value.isNaN { self = bounds.lowerBound; return }
        let held = Swift.min(Swift.max(value.rounded(), Double(bounds.lowerBound)), Double(bounds.upperBound))
        self = Int(checked: held) ?? bounds.lowerBound
    }
}
