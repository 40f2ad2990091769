/// `spec completion bash|zsh|fish`: completion scripts written from the commands' help, so every
/// command, option and choice the parser accepts is offered, and nothing else.
func completionCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.completion, console: console)
    if options.files.count > 1 { throw tooManyWords(options.files, takes: "shell", command: Commands.completion) }
    guard let shell = options.files.first else {
        throw usageError("completion needs a shell: bash, zsh or fish", command: Commands.completion)
    }
    switch shell {
    case "bash": console.out.write(Completion.bash(Commands.all))
    case "zsh": console.out.write(Completion.zsh(Commands.all))
    case "fish": console.out.write(Completion.fish(Commands.all))
    default: throw usageError("completion knows bash, zsh and fish; got '\(shell)'", command: Commands.completion)
    }
    return 0
}

enum Completion {
    /// The words a command takes instead of files (`schema spec`, `completion zsh`, `help run`).
    static func words(_ command: CommandHelp, _ all: [CommandHelp]) -> [String] {
        switch command.name {
        case "help": return all.map(\.name)
        case "schema": return ["spec", "run-report", "trace", "explore-report"]
        case "completion": return ["bash", "zsh", "fish"]
        case "export": return ["swiftui"]
        default: return []
        }
    }

    /// `--color`'s choices, which every command takes, before it or after.
    static let colorChoices = CommandHelp.common.first { $0.name == "--color" }?.choices ?? []

    static func bash(_ all: [CommandHelp]) -> String {
        var out = """
            # bash completion for spec; load it with: source <(spec completion bash)
            _spec() {
              local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
              # bash splits `--color=never` at the `=`: the option is the word before it.
              local equals=""
              if [ "$prev" = "=" ] && [ "$COMP_CWORD" -ge 3 ]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; equals=1; fi
              if [ "$cur" = "=" ]; then cur=""; equals=1; fi
              # The command is the first word after `--color`, which may come before it:
              # `--color`, `--color=WHEN` (three words to bash) or `--color WHEN`.
              local i=1 command=""
              while [ "$i" -lt "$COMP_CWORD" ]; do
                case "${COMP_WORDS[i]}" in
                  --color=*) ;;
                  --color)
                    if [ "${COMP_WORDS[i+1]}" = "=" ]; then i=$((i + 2))
                    elif [[ "${COMP_WORDS[i+1]}" =~ ^(\(colorChoices.joined(separator: "|")))$ ]]; then i=$((i + 1)); fi ;;
                  *) command="${COMP_WORDS[i]}"; break ;;
                esac
                i=$((i + 1))
              done
              if [ -z "$command" ]; then
                if [ "$prev" = "--color" ] && [ -n "$equals" ]; then
                  COMPREPLY=($(compgen -W "\(colorChoices.joined(separator: " "))" -- "$cur"))
                elif [ "$prev" = "--color" ]; then
                  # `--color` alone means always: a command may come next, or a choice.
                  COMPREPLY=($(compgen -W "\(colorChoices.joined(separator: " ")) \(all.map(\.name).joined(separator: " "))" -- "$cur"))
                else
                  COMPREPLY=($(compgen -W "\(all.map(\.name).joined(separator: " ")) --help --version --color" -- "$cur"))
                fi
                return
              fi
              case "$command" in

            """
        for command in all {
            out += "    \(command.name))\n      case \"$prev\" in\n"
            for option in command.allOptions where option.value != nil {
                let names = option.names.joined(separator: "|")
                if let choices = option.choices {
                    out += "        \(names)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                } else if ["FILE", "DIR"].contains(option.value ?? "") {
                    out += "        \(names)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
                } else {
                    out += "        \(names)) return ;;\n"
                }
            }
            out += "      esac\n"
            let flags = command.allOptions.flatMap(\.names).joined(separator: " ")
            out += "      if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"\(flags)\" -- \"$cur\")); return; fi\n"
            let words = words(command, all)
            if !words.isEmpty {
                out += "      COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))\n"
            }
            if command.takesFiles || command.name == "export" {
                out += "      COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
            }
            out += "      ;;\n"
        }
        out += """
              esac
            }
            complete -o filenames -F _spec spec

            """
        return out
    }

    /// Text inside a zsh single-quoted `_arguments` spec: no quotes, brackets or colons.
    static func zshText(_ text: String) -> String {
        String(text.map { c -> Character in
            switch c {
            case "'": return "’"
            case "[": return "("
            case "]": return ")"
            case ":": return " "
            default: return c
            }
        })
    }

    static func zsh(_ all: [CommandHelp]) -> String {
        var out = """
            #compdef spec
            # zsh completion for spec; install it with: spec completion zsh > "${fpath[1]}/_spec"
            _spec() {
              local -a commands
              commands=(

            """
        for command in all { out += "    '\(command.name):\(zshText(command.summary))'\n" }
        out += """
              )
              # The command is the first word after `--color`, which may come before it:
              # `--color`, `--color=WHEN` or `--color WHEN`.
              local i=2
              while (( i < CURRENT )); do
                case $words[i] in
                  --color=*) ;;
                  --color) [[ $words[i+1] == (\(colorChoices.joined(separator: "|"))) ]] && (( i < CURRENT - 1 )) && (( i++ )) ;;
                  *) break ;;
                esac
                (( i++ ))
              done
              if (( CURRENT == i )); then
                if [[ $PREFIX == --color=* ]]; then
                  compset -P '--color='
                  compadd \(colorChoices.joined(separator: " "))
                elif [[ $words[i-1] == --color ]]; then
                  compadd \(colorChoices.joined(separator: " "))
                  _describe 'command' commands
                elif [[ $PREFIX == -* ]]; then
                  compadd -- --help --version
                  compadd -S '=' -- --color
                else
                  _describe 'command' commands
                fi
                return
              fi
              local command=$words[i]
              words=(${words[i,-1]})
              (( CURRENT -= i - 1 ))
              case $command in

            """
        for command in all {
            var specs: [String] = []
            for option in command.allOptions {
                let exclusive = option.names.count > 1 ? "(\(option.names.joined(separator: " ")))" : ""
                let action: String
                if let choices = option.choices {
                    action = ":\(option.value ?? "value"):(\(choices.joined(separator: " ")))"
                } else if let value = option.value {
                    action = ":\(value):" + (["FILE", "DIR"].contains(value) ? "_files" : " ")
                } else {
                    action = ""
                }
                let equals = option.name == "--color" ? "=" : ""
                let names = option.names.count > 1 ? "{\(option.names.map { $0 + equals }.joined(separator: ","))}" : option.name + equals
                specs.append("'\(exclusive)'\(names)'[\(zshText(option.text))]\(action)'")
            }
            let words = words(command, all)
            if !words.isEmpty { specs.append("'*:argument:(\(words.joined(separator: " ")))'") }
            if command.takesFiles { specs.append("'*:spec file:_files'") }
            out += "    \(command.name)) _arguments \(specs.joined(separator: " ")) ;;\n"
        }
        out += """
              esac
            }
            _spec "$@"

            """
        return out
    }

    /// Text inside a fish single-quoted string.
    static func fishText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    static func fish(_ all: [CommandHelp]) -> String {
        var out = """
            # fish completion for spec; install it with: spec completion fish > ~/.config/fish/completions/spec.fish
            complete -c spec -f
            complete -c spec -n __fish_use_subcommand -l help -s h -d 'print the help and exit'
            complete -c spec -n __fish_use_subcommand -l version -d 'print the version and exit'

            """
        // `--color` may come before the command too.
        if let color = CommandHelp.common.first(where: { $0.name == "--color" }) {
            out += "complete -c spec -n __fish_use_subcommand -l color -x -a '\(colorChoices.joined(separator: " "))' -d '\(fishText(color.text))'\n"
        }
        for command in all {
            out += "complete -c spec -n __fish_use_subcommand -a \(command.name) -d '\(fishText(command.summary))'\n"
        }
        for command in all {
            let when = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.allOptions {
                var parts = ["complete -c spec", when]
                for name in option.names {
                    parts.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())")
                }
                if let choices = option.choices {
                    parts.append("-x -a '\(choices.joined(separator: " "))'")
                } else if option.value != nil {
                    parts.append("-r -F")
                }
                parts.append("-d '\(fishText(option.text))'")
                out += parts.joined(separator: " ") + "\n"
            }
            let words = words(command, all)
            if !words.isEmpty { out += "complete -c spec \(when) -a '\(words.joined(separator: " "))'\n" }
            if command.takesFiles { out += "complete -c spec \(when) -F\n" }
        }
        return out
    }
}
