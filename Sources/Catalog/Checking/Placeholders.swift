/// The format specifiers of a template as the checker compares them: each as its position
/// and conversion (`%2$@` → `2@`, the third sequential `%d` → `3d`), sorted, so that a
/// translation may reorder positional ones. `%i` counts as `%d`, length modifiers (`%ld`)
/// are ignored, `%%` is no specifier. The same reading as the reviewer's
/// `check-catalogs.py`, so both agree on what differs.
public enum Placeholders {
    public static func of(_ template: String) -> [String] {
        var found: [String] = []
        var sequential = 0
        let scalars = Array(template.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else {
                i += 1
                continue
            }
            var j = i + 1
            if j < scalars.count && scalars[j] == "%" {
                i = j + 1
                continue
            }
            var position: Int?
            var digits = 0
            while j + digits < scalars.count, ("0"..."9").contains(scalars[j + digits]) { digits += 1 }
            if digits > 0, j + digits < scalars.count, scalars[j + digits] == "$" {
                position = Int(String(String.UnicodeScalarView(scalars[j..<(j + digits)])))
                j += digits + 1
            }
            while j < scalars.count, "-+ #0".unicodeScalars.contains(scalars[j]) { j += 1 }
            while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
            if j < scalars.count, scalars[j] == "." {
                j += 1
                while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
            }
            while j < scalars.count, "hlqztj".unicodeScalars.contains(scalars[j]) { j += 1 }
            guard j < scalars.count, "@dDiuUxXoOfeEgGcCsSpaA".unicodeScalars.contains(scalars[j]) else {
                i += 1
                continue
            }
            sequential += 1
            let conversion = scalars[j] == "i" ? "d" : String(scalars[j])
            found.append("\(position ?? sequential)\(conversion)")
            i = j + 1
        }
        return found.sorted()
    }
}
