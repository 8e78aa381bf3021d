import GameKit
import Host

/// The memory a deal's search may use (`baraja solve --memory`), in bytes, for the whole
/// process: the solver's table of positions, and the verifier's after it, take what the rest of
/// the program leaves (`Budget.tableShare`). By default a quarter of the machine's memory (its
/// control group's limit, or the process's address space, when lower: `Platform.machineMemory`),
/// so that a search on a small machine ends with "memory" before the system would end it.
public enum MemoryLimit {
    /// The machine's memory (`Platform.machineMemory`); 4 GB when the system does not say.
    public static let machine = Platform.machineMemory ?? 4 << 30

    /// The share of the machine's memory taken by default.
    public static let defaultShare = 4

    /// The least limit accepted: the first tables and the program itself.
    public static let smallest = 128 << 20

    /// A quarter of the machine's memory, and no less than `smallest` unless the machine (or the
    /// process's address space, `ulimit -v`) has less than that.
    public static let machineDefault = defaultLimit(machine: machine)

    static func defaultLimit(machine: Int) -> Int { min(max(machine / defaultShare, smallest), machine) }

    /// `--memory`'s value in bytes: a size with a unit (`512M`, `1.5G`, `2GB`, `800mb`; K, M,
    /// G and T are powers of 1,024; a number without a unit is in megabytes) or a share of the
    /// machine's memory (`40%`); nil when it is none of these, or under `smallest`, or over
    /// the machine's memory.
    public static func parse(_ text: String, machine: Int) -> Int? {
        var number = text.uppercased()
        let bytes: Double
        if number.hasSuffix("%") {
            number.removeLast()
            guard let share = Double(number), share.isFinite, share > 0, share <= 100 else { return nil }
            bytes = Double(machine) * share / 100
        } else {
            if number.hasSuffix("B") { number.removeLast() }
            var unit = 1 << 20
            if let last = number.last, let power = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
                unit = 1 << power
                number.removeLast()
            }
            guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number),
                value.isFinite, value > 0
            else { return nil }
            bytes = value * Double(unit)
        }
        guard bytes >= Double(smallest), bytes <= Double(machine) else { return nil }
        return Int(bytes)
    }

    /// Why `--memory`'s value is refused, with what is accepted.
    public static func refusal(_ text: String) -> Message {
        Message("cli.error.memory", .verbatim(text), .message(size(smallest)), .message(size(machine)))
    }

    /// `512 MB` under a gigabyte, `5.9 GB` above, with the language's decimal sign.
    public static func size(_ bytes: Int) -> Message {
        let megabytes = bytes >> 20
        if megabytes < 1024 { return Message("cli.size.mb", .int(megabytes)) }
        let tenths = Int((Double(bytes) / Double(1 << 30) * 10).rounded())
        return Message("cli.size.gb", .int(tenths / 10), .verbatim(String(tenths % 10)))
    }
}
