/// Numbers as fixed-point text, which `String(format:)` did from full Foundation.
public enum Fixed {
    /// `3.14159` with 2 places → `3.14`; an exact half goes to the even digit, as
    /// printf's does (`96.5` → `96`). Not-a-number and infinities print as `-`.
    public static func text(_ value: Double, places: Int) -> String {
        let places = max(0, min(places, 9))
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        let product = abs(value) * Double(unit)
        guard value.isFinite, product < 9e18 else { return "-" }
        // printf rounds the exact decimal value. The product above is itself
        // rounded, so a half is checked against what the rounding lost (a
        // fused multiply-add gives it exactly): 1440.65 is really 1440.6499…
        var whole = product.rounded(.down)
        let fraction = product - whole
        let lost = (-product).addingProduct(abs(value), Double(unit))
        if fraction > 0.5 || (fraction == 0.5 && (lost > 0 || (lost == 0 && whole.truncatingRemainder(dividingBy: 2) == 1))) {
            whole += 1
        }
        let n = Int(whole)
        let sign = value < 0 && n > 0 ? "-" : ""
        guard places > 0 else { return sign + String(n) }
        return sign + String(n / unit) + "." + padded(n % unit, width: places)
    }

    /// An integer padded with zeros to `width` digits: `7` → `07`.
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
