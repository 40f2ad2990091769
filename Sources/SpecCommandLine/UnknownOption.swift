import SpecKit

/// What `spec COMMAND --opt` says of an option COMMAND does not take: the option of COMMAND it
/// was most likely meant to be, and the other commands that take it as written.
///
/// A guess is offered only when it is near: a long name (its dashes aside) within a few edits of
/// one of the command's (`--formt`, `-scenario`), or a single letter that one or more of its long
/// names start with (`-s` for `--scenario` and `--step`). A letter is never matched to another
/// letter: `-o` is not `-j` mistyped.
enum UnknownOption {
    static func message(_ name: String, for command: CommandHelp, among all: [CommandHelp]) -> String {
        var parts = ["unknown option \(name) for \(command.name)"]
        let near = guesses(name, in: command)
        if !near.isEmpty { parts.append("did you mean \(listed(near, or: true))?") }
        var (option, takers) = (name, self.takers(of: name, other: command, among: all, valued: false))
        // `-j2` is `-j 2` written as one word, as getopt reads it: the commands that take `-j`.
        if takers.isEmpty, !name.hasPrefix("--"), name.count > 2 {
            option = String(name.prefix(2))
            takers = self.takers(of: option, other: command, among: all, valued: true)
        }
        if !takers.isEmpty { parts.append("\(option) is an option of \(listed(takers, or: false))") }
        return parts.joined(separator: "; ")
    }

    /// The commands other than `command` that take the option `name`; with `valued`, only
    /// those where it takes a value.
    static func takers(of name: String, other command: CommandHelp, among all: [CommandHelp], valued: Bool) -> [String] {
        all.filter { $0.name != command.name && $0.allOptions.contains { $0.names.contains(name) && (!valued || $0.value != nil) } }
            .map(\.name)
    }

    /// The command's long options `name` is near.
    static func guesses(_ name: String, in command: CommandHelp) -> [String] {
        let bare = String(name.drop { $0 == "-" })
        let long = command.allOptions.map(\.name)
        guard !bare.isEmpty else { return [] }
        if bare.count == 1 {
            return long.filter { $0.dropFirst(2).hasPrefix(bare) }
        }
        return Suggestion.closest(to: bare, in: long.map { String($0.dropFirst(2)) }).map { ["--" + $0] } ?? []
    }

    /// `a`, `a and b`, `a, b and c` (`or` in place of `and` for choices).
    static func listed(_ words: [String], or: Bool) -> String {
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + words[words.count - 1]
    }
}
