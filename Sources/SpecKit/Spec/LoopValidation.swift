/// Checks of loops and of `break` and `continue` (docs/semantics.md §85, §87), in Swift's
/// words: a jump needs a loop around it in its own closure, and the loop's constants cannot be
/// assigned.
extension SpecValidator {
    /// Where a `break` or `continue` stands: the loops and the `if` and `do` blocks around it in
    /// its closure, and whether it is in a `defer` body, which control cannot leave.
    struct JumpPlace {
        var loops = 0
        var blocks = 0
        var inDefer = false
    }

    /// `for x in items where c { … }`: the sequence, a range allowed; the `where` and the body
    /// see the constants; `while c { … }` and `repeat { … } while c`: the condition sees what is
    /// visible around the loop, not the body's constants. The body may `break` and `continue`.
    mutating func checkLoop(_ s: Statement, _ loop: Loop, visible: [String], in component: ComponentDecl, inTask: Bool) {
        if let sequence = loop.sequence { check(sequence, rangeAllowed: true, visible: visible, in: component) }
        if let condition = loop.whileCondition { check(condition, visible: visible, in: component) }
        let inner = visible + loop.names
        if let condition = loop.condition { check(condition, visible: inner, in: component) }
        // A child task's declaration or await, and a for-await loop, belong in the task's own statements.
        refuseTasksOwn(in: loop.body, place: loop.sequence == nil ? "a while loop's body" : "a for-in loop's body",
                       statement: loop.sequence == nil ? (loop.isRepeat ? "repeat" : "while") : "for")
        forInVariables.append(contentsOf: loop.names)
        jumpPlace.loops += 1
        defer {
            forInVariables.removeLast(loop.names.count)
            jumpPlace.loops -= 1
        }
        check(loop.body.filter(Self.checkedInBlock), visible: inner, in: component, inTask: inTask)
    }

    /// `break` or `continue` outside a loop of its closure: Swift's errors.
    mutating func checkJump(_ s: Statement, _ jump: LoopJump) {
        if jumpPlace.inDefer {
            return report(Diagnostic("'\(jump.rawValue)' cannot transfer control out of a defer statement", at: s.location,
                                     hint: "a defer body runs to its end; choose what it does with an `if`"))
        }
        guard jumpPlace.loops == 0 else { return }
        let message: String
        switch jump {
        case .continueLoop: message = "'continue' is only allowed inside a loop"
        case .breakLoop where jumpPlace.blocks > 0:
            message = "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do"
        case .breakLoop: message = "'break' is only allowed inside a loop, if, do, or switch"
        }
        report(Diagnostic(message, at: s.location,
                          hint: jump == .breakLoop ? "to leave the closure, write `return`; `break` leaves a loop around it"
                              : "to leave the closure, write `return`; `continue` ends the turn of a loop around it"))
    }

    /// Checks `body` as a closure of its own (a `Task { }`, a `withAnimation` body, a `defer`):
    /// the loops around it are not its, so a jump in it leaves none of them.
    mutating func checkingClosure(inDefer: Bool = false, _ body: (inout SpecValidator) -> Void) {
        let (outer, asyncLets) = (jumpPlace, enclosingAsyncLets)
        // The async lets of the closure around it are not this closure's: a read of one here is
        // the enclosing statement's to report (AsyncLetValidation.swift).
        (jumpPlace, enclosingAsyncLets) = (JumpPlace(inDefer: inDefer), DeclaredNames())
        body(&self)
        (jumpPlace, enclosingAsyncLets) = (outer, asyncLets)
    }

    /// Checks `body` as a block of the closure it is in (an `if`'s branch, a `do` or `catch` block).
    mutating func checkingBlock(_ body: (inout SpecValidator) -> Void) {
        jumpPlace.blocks += 1
        body(&self)
        jumpPlace.blocks -= 1
    }

    /// Checks `body` as a for-await loop's, which `break` leaves and `continue` goes on with.
    mutating func checkingAwaitLoop(_ body: (inout SpecValidator) -> Void) {
        jumpPlace.loops += 1
        body(&self)
        jumpPlace.loops -= 1
    }

    /// Whether a `break` in these statements leaves the loop whose body they are: not one in a
    /// loop of its own inside, nor in a `Task { }`.
    static func breaksOut(_ body: [Statement]) -> Bool {
        body.contains { s in
            switch s.kind {
            case .loopJump(.breakLoop): return true
            case .ifElse(_, let then, let otherwise): return breaksOut(then + otherwise)
            case .doCatch(let block, let clauses): return breaksOut(block + clauses.flatMap(\.body))
            default: return false
            }
        }
    }
}
