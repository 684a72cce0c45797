/// A sport by its word, as ESPN's slugs write it (`football`, `soccer`). Each
/// family declares its own beside its code and lists itself in the registry,
/// so a new sport adds no case here.
public struct Sport: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `Football`: the picker's heading.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    public var description: String { rawValue }

    /// The family that draws it (a sport no family claims gets the plain defaults and no board).
    var family: any SportFamily.Type { FamilyRegistry.family(self) }

    /// Every sport a family draws, in the registry's order.
    public static var allCases: [Sport] { FamilyRegistry.all.map { $0.sport } }
}
