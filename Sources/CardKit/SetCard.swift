/// A card of the game Set: four attributes with three values each (81 cards).
public struct SetCard: Hashable, Sendable, Codable {
    public enum Shape: Int, CaseIterable, Sendable, Codable { case triangle, circle, square }
    public enum Shading: Int, CaseIterable, Sendable, Codable { case solid, striped, open }
    public enum Colour: Int, CaseIterable, Sendable, Codable { case red, green, purple }

    public let number: Int
    public let shape: Shape
    public let shading: Shading
    public let colour: Colour

    public init(number: Int, shape: Shape, shading: Shading, colour: Colour) {
        precondition((1...3).contains(number), "a Set card shows 1 to 3 shapes")
        self.number = number
        self.shape = shape
        self.shading = shading
        self.colour = colour
    }

    private enum CodingKeys: String, CodingKey { case number, shape, shading, colour }

    /// A card read from a file (a save) shows 1 to 3 shapes, or the file is refused as damaged
    /// (as `FrenchCard`).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let number = try c.decode(Int.self, forKey: .number)
        guard (1...3).contains(number) else {
            throw DecodingError.dataCorruptedError(forKey: .number, in: c, debugDescription: "\(number) shapes")
        }
        self.init(
            number: number, shape: try c.decode(Shape.self, forKey: .shape),
            shading: try c.decode(Shading.self, forKey: .shading), colour: try c.decode(Colour.self, forKey: .colour))
    }

    public static let deck: [SetCard] = (1...3).flatMap { n in
        Shape.allCases.flatMap { shape in
            Shading.allCases.flatMap { shading in
                Colour.allCases.map { SetCard(number: n, shape: shape, shading: shading, colour: $0) }
            }
        }
    }

    /// Three cards form a set when every attribute is all the same or all different.
    public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        func ok(_ x: Int, _ y: Int, _ z: Int) -> Bool { (x + y + z) % 3 == 0 }
        return ok(a.number, b.number, c.number)
            && ok(a.shape.rawValue, b.shape.rawValue, c.shape.rawValue)
            && ok(a.shading.rawValue, b.shading.rawValue, c.shading.rawValue)
            && ok(a.colour.rawValue, b.colour.rawValue, c.colour.rawValue)
    }
}
