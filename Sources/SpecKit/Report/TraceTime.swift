/// Trace lines for tasks, requests, the clock and timers: each task's life, with its number, its
/// view and its id, and why it was cancelled or what it wrote late.
extension TraceBuilder {
    mutating func addTime(_ event: Event) {
        switch event {
        case .taskStarted(let task):
            let when = task.parent != nil ? "a child task of task #\(task.parent ?? 0): it runs now, up to its request, and its parent goes on beside it"
                : task.refresh ? "its code runs now, up to its first await"
                : task.structured ? "its code runs after this pass" : "its code runs once the code that created it, and the actions queued with it, have returned"
            line(.task, 2, "\(task.description) created; \(when)", node: task.view, tone: .created)
        case .taskResumed(let task, let why):
            writer = task.groupCall != nil ? "group child \(task.groupCall ?? "")"
                : task.child != nil ? "async let \(task.child ?? "")"
                : task.refresh ? "the refresh task of \(task.view.component)"
                : task.structured ? "the task of \(task.view.component)" : "Task { } #\(task.number)"
            context = 3
            line(.task, 1, "▶ \(task.description) \(TaskWords.resumed(why))", node: task.view, tone: .heading)
        case .deferRan(let node, let task, let source, let order):
            writer = task.map { "the defer of task #\($0.number)" } ?? "a defer"
            line(.action, 2, LineText(TaskWords.deferRan(source, task: task?.number, order: order)), node: node)
        case .taskSuspended(let task, let waiting):
            line(.task, 2, "‖ task #\(task.number) suspends: \(TaskWords.waiting(waiting))", node: task.view, tone: .muted)
        case .taskCancelled(let task, let reason):
            line(.task, 2, "✕ \(task.description) cancelled: \(reason)", node: task.view, tone: .discarded)
        case .taskEnded(let task, let how):
            line(.task, 2, "task #\(task.number) \(TaskWords.ended(how))", node: task.view,
                 tone: { if case .finished = how { return .muted } else { return .discarded } }())
        case .lateWrite(let task, let source, let after):
            line(.task, 3, "⚠ task #\(task.number) wrote `\(source)` after \(after)", node: task.view, tone: .bad)
        case .writeToGoneView(let node, let name, let value, let stored):
            let what = stored ? ": the view is gone, so no body reads it and none renders; its storage keeps the value for the code still holding it"
                : " has no effect: the view is gone, and the screen that hosted it with it, so nothing keeps the value"
            line(.write, 3, "write state \(name) of \(node.component) = \(value.literal)\(what)",
                 node: node, tone: .muted)
        case .taskWaitsOffScreen(let node, let id):
            let with = id.map { " with id \($0.literal)" } ?? ""
            line(.handler, depth(node) + 1, "task of \(node.component) not restarted: \(node.component) is off screen, its task cancelled when it went; one starts\(with) when it appears",
                 node: node, tone: .muted)
        case .dismissReachedNothing(let node, let why):
            line(.write, 3, "`dismiss()` dismisses nothing: \(why)", node: node, tone: .muted)
        case .dismissOfPresenter(let node, let what):
            line(.action, 3, "`dismiss()` is \(node.component)'s: \(what)", node: node)
        case .requestStarted(let request):
            line(.request, 2, "→ request \(request.description) started by task #\(request.task); pending until the script completes it")
        case .requestCompleted(let request, let value):
            line(.request, 1, "← \(request.description) responds \(value.literal)", tone: .heading)
        case .requestFailed(let request, let error):
            line(.request, 1, "← \(request.description) fails with \(error.name)", tone: .heading)
        case .requestCancelled(let request):
            line(.request, 2, "✕ \(request.description) cancelled with its task: it throws, as URLSession does; its response will be thrown away",
                 tone: .discarded)
        case .requestDiscarded(let request):
            line(.request, 1, "← \(request.description) responds, but it was cancelled: the response is thrown away",
                 tone: .discarded)
        case .clockAdvanced(let from, let to):
            line(.clock, 1, "clock \(from) → \(to) ms", tone: .muted)
        case .timerStopped(let node):
            line(.clock, depth(node), "↻ timer of \(node.component) stopped: its view went away, its subscription with it",
                 node: node, tone: .discarded)
        case .timerStarted(let node, let every, let first):
            line(.clock, depth(node), "↻ timer of \(node.component) started with its view: every \(every) ms, first at \(first) ms",
                 node: node, tone: .created)
        case .timerFired(let owner, let child, let every, let at):
            writer = "the timer of \(child.component)"
            context = 2
            line(.clock, 1, "↻ timer of \(child.component) (every \(every) ms) fires at \(at) ms; its handler runs in \(owner.component)",
                 node: child, tone: .heading)
        case .subscribed(let node, let name) where name.contains("."):
            let gives = name.hasSuffix(".objectWillChange")
                ? "it fires before every assignment to a @Published property of the object, equal values included"
                : "the publisher gives its current value now (run after this pass), then each assignment's new value in willSet, equal values included"
            line(.clock, depth(node), "\(node.component) subscribes to \(name) with its view (.onReceive): \(gives)", node: node, tone: .created)
        case .subscribed(let node, let name):
            line(.clock, depth(node), "\(node.component) subscribes to \(name) with its view (.onReceive): until its view goes away, every value reaches it",
                 node: node, tone: .created)
        case .posted(let name, let value, let subscribers):
            let reach = subscribers == 0 ? "nothing is subscribed, so no code runs" : subscribers == 1 ? "1 subscriber gets it" : "\(subscribers) subscribers get it"
            line(.clock, 1, "post \(name) \(value.literal): \(reach)", tone: .heading)
        case .received(let owner, let child, let name):
            writer = "the on-receive of \(child.component)"
            context = 2
            line(.handler, 2, "on-receive of \(child.component) gets \(name) and runs in \(owner.component), before the screen updates",
                 node: child, tone: .heading)
        case .publishedReceived(let owner, let child, let publisher, let field, let old, let new):
            writersBeforeDelivery.append(writer ?? "")
            writer = "the on-receive of \(child.component)"
            context = 2
            let equal = old == new ? " (equal to the value held: a @Published property publishes anyway)" : ""
            let what = publisher.hasSuffix(".objectWillChange")
                ? "objectWillChange fired for `\(field)` = \(new.literal)\(equal), in willSet"
                : "$\(field) published \(new.literal)\(equal) in willSet"
            line(.handler, 2, "on-receive of \(child.component): \(what): \(field) still reads \(old.literal) inside the closure; it runs in \(owner.component) now",
                 node: child, tone: .heading)
        case .publishedDelivered(let object, let field, let new, let actions):
            // The writer before this delivery's first action; its later actions pushed their own.
            let first = writersBeforeDelivery.count - actions
            guard first >= 0 else { break }
            let before = writersBeforeDelivery[first]
            writersBeforeDelivery.removeLast(actions)
            writer = before.isEmpty ? nil : before
            context = 3
            line(.action, 2, "the willSet of \(object).\(field) is over, its subscribers' actions have run: the assignment stores \(new.literal) now",
                 tone: .muted)
        case .taskGroup(let task, let note):
            let (text, tone) = TaskWords.group(note, task: task.number)
            line(.task, 2, LineText(text), node: task.view, tone: tone)
        case .stream(let streamEvent):
            addStream(streamEvent)
        case .missed(let name, let who, let why):
            line(.clock, 2, "\(who) did not get \(name): \(why)", tone: .muted)
        case .refresh(let node, .started):
            writer = "the refresh of \(node.component)"
            context = 2
            line(.tap, 1, LineText("pull \(node.component) to refresh: its refreshable action runs as a task of the view, "
                                   + "up to its first await; the indicator shows until the task ends"), node: node, tone: .heading)
        case .refresh(let node, .ignored(let running)):
            line(.tap, 1, LineText("pull \(node.component) to refresh: a refresh is already running (\(running.description)) "
                                   + "and its indicator shows, so the pull starts nothing"), node: node, tone: .muted)
        case .refresh(let node, .disabled(let by)):
            line(.tap, 1, LineText("pull \(node.component) to refresh: the view is disabled (\(by)), and a disabled "
                                   + "scroll view does not scroll, so the pull starts nothing"), node: node, tone: .muted)
        default:
            break
        }
    }
}
