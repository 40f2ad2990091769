import Foundation

/// The file names locations point into, each stored once and numbered in the order first seen.
/// Equal names get the same number, so locations compare and hash as their names would.
enum FileNames {
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var names: [String] = [""]
        var numbers: [String: UInt32] = ["": 0]
    }

    private static let table = Table()

    static func number(of name: String) -> UInt32 {
        if name.isEmpty { return 0 }
        return table.lock.withLock {
            if let number = table.numbers[name] { return number }
            let number = UInt32(table.names.count)
            table.names.append(name)
            table.numbers[name] = number
            return number
        }
    }

    static func name(_ number: UInt32) -> String {
        if number == 0 { return "" }
        return table.lock.withLock { table.names[Int(number)] }
    }
}
