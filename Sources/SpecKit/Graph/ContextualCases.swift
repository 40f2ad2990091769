/// `.done` where two enums have the case, typed at the run as the check types it, from what the
/// spec declares (docs/semantics.md §92.1, Spec/ContextualEnums.swift): `return .done` in a
/// method declared `-> Filter`, and `.done` appended to a list that is empty now, whose
/// declaration names its elements' enum.
extension Graph {
    /// The method whose statements run in `scope`: a struct's, or the class's method entered
    /// last on the receiver; nil outside a method.
    func runningMethod(in scope: NodeScope) -> MethodDecl? {
        if let me = scope.structSelf { return me.method }
        guard let receiver = scope.receiver, let name = runningMethods.last else { return nil }
        return spec.model(named: receiver.type)?.method(named: name)
    }

    /// `return e` in `method`'s statements: `.done` is a case of the enum its signature says it
    /// returns, as Swift types the returned expression by the declared return type.
    func returned(_ e: Expr, in scope: NodeScope, by method: MethodDecl?) throws -> Value {
        guard !spec.enums.isEmpty, ImplicitMember.needsType(e, in: spec.enums) else { return try Evaluator.evaluate(e, in: scope) }
        return try ImplicitMember.evaluate(e, as: method.flatMap(spec.enumType(returnedBy:)), in: scope)
    }

    /// `return e` in a task's statements: in the awaited method it runs now, its return type's.
    func returned(_ e: Expr, in scope: NodeScope, of task: RunningTask) throws -> Value {
        let method = task.receiver.flatMap { r in task.frames.last.flatMap { spec.model(named: r.type)?.method(named: $0.method) } }
        return try returned(e, in: scope, by: method)
    }
}

extension NodeScope {
    /// The enum a list's elements are by its declaration: a field's default (by bare name in the
    /// model's method, or `store.items`), a holder's initial value.
    func enumType(ofElementsIn place: Expr) -> String? {
        let spec = graph.spec
        switch place.kind {
        case .name(let name):
            // A parameter or a `let`: a constant, whose list is never appended to.
            if locals[name] != nil { return nil }
            if let receiver { return spec.enumType(ofElementsOfField: name, in: receiver.type) }
            if let structSelf { return spec.enumType(ofElementsOfField: name, in: structSelf.value.type) }
            return node.component.holder(named: name).flatMap { spec.enumType(ofElementsIn: $0.initial) }
        case .member(let base, let field):
            switch try? Evaluator.evaluate(base, in: self) {
            case .model(let owner)?: return spec.enumType(ofElementsOfField: field, in: owner.type)
            case .structure(let owner)?: return spec.enumType(ofElementsOfField: field, in: owner.type)
            default: return nil
            }
        default:
            return nil
        }
    }
}
