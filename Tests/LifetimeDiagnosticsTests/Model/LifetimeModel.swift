import Core

/// The lifetime rules of docs/lifetimes.md as a function from a run to every line the tracker should tell and
/// answer: the spec generated runs hold the tracker to. It keeps its own books and words each line itself, so a
/// tracker that finds the right thing and says it wrong, or in another order, differs from it.
///
/// - A component's **bound**: declared `kept for the run`; ending **sooner** (per visit, a lifetime of the
///   app's own), when whoever ends it says so; or neither (while held).
/// - **Captive when made**, one finding a component at most, the first rule that holds:
///   0. a root, made while another root of the tracker lives (roots of one type and name share a place, so the
///      second is `#2`);
///   1. declared for the run under a component that ends sooner (at or above its parent);
///   2. made while a component kept for the run makes a value its slot keeps, and it, or one above it, ends
///      sooner;
///   3. declared per visit, made neither by the root's opening of a visit under itself nor inside a `keep`;
///   4. declared for the run beside an earlier component of its type, kept for the run under the same parent.
/// - **When a `keep` returns**: its child, if it ends sooner; else each component made in the keep (at any depth)
///   that ends sooner and is still alive.
/// - **Kept by a shared member**: a component made before, returned by a `shared` call, is held by that member,
///   and so is each component above it; captive if the member's component is kept for the run and it, or one
///   above it, ends sooner.
/// - **At a look** (each question but the remade list): releases posted since are taken in; each component
///   alive after its lifetime ended is captive, withdrawn if released before the run ends; each instance alive
///   after the component that made it is outlived. **At the run's end** each one that ends sooner and was never
///   ended is captive, and nothing is withdrawn after. **At finish** every component and task still there
///   outlived the tree.
/// - Every report of something made or ended first takes in the releases posted since the last (a make's
///   start and end, a task's end and the remade list do not).
struct LifetimeModel {
    static func transcript(of run: [RunReport]) -> [String] {
        var model = LifetimeModel()
        for report in run { model.take(report) }
        return model.lines
    }

    private struct Node {
        let serial: Int
        let place: Int
        let kind: Int
        let number: Int
        let parent: ObjectIdentifier?
        let declared: ScopeLifetime
        let madeAt: String?
        var members: [SourcePlace] = []
        var hasEnded = false
        var holders: [String] = []
    }

    /// Where components of one type and given name are made under one parent's place.
    private struct Place {
        let path: String
        let parent: Int?
        let type: String
        let givenName: String?
        var made = 0
    }

    private struct Kind {
        let type: String?
        let name: String
        let module: String
        let lifetime: Lifetime
        let place: Int
        var counts = (created: 0, released: 0, failed: 0, outlived: 0)
        var isWatched = true
        var declared: ScopeLifetime?
    }

    private struct Watched {
        let kind: Int
        let maker: ObjectIdentifier
        let makerSerial: Int
        let identity: MadeInstance.Identity
        var isGone = false
        var isReported = false
    }

    private struct Finding {
        let scope: ObjectIdentifier
        let text: String
        let withdrawable: Bool
        var isReleased = false
        var isWithdrawn = false
    }

    private struct Make {
        let began: MakeBegan
        var madeInIt: [ObjectIdentifier] = []

        var isKeep: Bool { if case .keep = began.call { true } else { false } }

        /// Where it is, as a component made in it says `made at …`: a slot of the run's own has no place.
        var place: SourcePlace? {
            switch began.call {
            case .keep(let place), .visit(let place), .shared(let place): place
            case .slot: nil
            }
        }

        /// How a component made in it names the slot that keeps it, when the make keeps its value.
        var keeper: String? {
            switch began.call {
            case .shared(let place): ", in its shared member at \(place)"
            case .slot(keepsValue: true): ", in a slot it keeps"
            case .keep, .visit, .slot(keepsValue: false): nil
            }
        }
    }

    private var lines: [String] = []
    private var nodes: [ObjectIdentifier: Node] = [:]
    private var posted: [ObjectIdentifier] = []
    private var places: [Place] = []
    private var kinds: [Kind] = []
    private var outlivedInOrder: [Int] = []
    private var watched: [Watched] = []
    private var lookAt = 64
    private var tasks: [(id: ObjectIdentifier, kind: Int, scope: ObjectIdentifier, name: String)] = []
    private var findings: [Finding] = []
    private var remade: [(member: SourcePlace, line: String)] = []
    private var makes: [Make] = []
    private var serials = 0
    private var runHasEnded = false
    private var isFinished = false

    // MARK: - The run

    private mutating func take(_ report: RunReport) {
        switch report {
        case .made(let made):
            takeInReleases()
            componentMade(made)
        case .makeBegan(let began):
            makes.append(Make(began: began))
        case .makeEnded(let value):
            let make = makes.removeLast()
            if !makes.isEmpty { makes[makes.count - 1].madeInIt += make.madeInIt }
            guard case .keep(let place) = make.began.call, let value else { return }
            takeInReleases()
            keepReturned(value, from: make, at: place)
        case .madeInstance(let instance, let lifetime):
            takeInReleases()
            tell("created", watch(instance, lifetime))
        case .madeShared(let instance, let member):
            takeInReleases()
            madeShared(instance, member)
        case .taskStarted(let id, let name, let scope):
            takeInReleases()
            let kind = kind(type: nil, name: name, module: "", lifetime: .task, at: node(scope).place)
            tasks.append((id, kind, scope, name))
            tell("created", kind)
        case .taskEnded(let id):
            guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
            tell("released", tasks.remove(at: index).kind)
        case .lifetimeEnded(let id):
            takeInReleases()
            nodes[id]?.hasEnded = true
        case .released(let id):
            posted.append(id)
            for index in watched.indices where watched[index].identity == .scope(id) { watched[index].isGone = true }
        case .thingGone(let number):
            for index in watched.indices where watched[index].identity == .thing(number) {
                watched[index].isGone = true
            }
        case .asked(let question):
            answer(question)
        }
    }

    private mutating func componentMade(_ made: MadeScope) {
        let innermost = makes.last
        let opened = innermost.map { if case .visit = $0.began.call { $0.began.maker == made.parent } else { false } }
        let place = (made.rootMadeAt ?? innermost.flatMap(\.place)).map {
            "\(opened == true && made.declared == .visit ? "opened" : "made") at \($0)"
        }
        register(made, madeAt: place)
        let id = made.id
        let insideAKeep = makes.contains(where: \.isKeep)
        if made.rootMadeAt != nil, made.declared == .run,
            let first = inOrderMade({ $0.parent == nil && $0.declared == .run }).first?.0, first != id
        {
            find(id, ", a second root beside \(describe(first)): one root a process, and one tree")
        }
        if made.declared == .run, let ancestor = endingSooner(atOrAbove: made.parent) {
            find(
                id,
                ", made under \(describe(ancestor)): kept for the run, it would hold what lives shorter past its end")
        }
        if let make = innermost, let member = make.keeper, livesForTheRun(make.began.maker),
            let bound = endingSooner(atOrAbove: id)
        {
            find(
                id,
                keptBy(describe(make.began.maker) + member, within: bound == id ? nil : bound, declared: made.declared))
        }
        if made.declared == .visit, !insideAKeep, opened != true {
            find(id, ", made outside the navigation stack: no entry of the stack began it, so none ends it")
        }
        if made.declared == .run, let parent = made.parent,
            let first = inOrderMade({
                $0.parent == parent && kinds[$0.kind].type == made.type.reflected && $0.declared == .run
            }).first?.0,
            first != id
        {
            find(
                id,
                ", a second component of a type kept for the run beside \(describe(first)): one per root, whatever makes it"
            )
        }
        if insideAKeep { makes[makes.count - 1].madeInIt.append(id) }
    }

    private mutating func keepReturned(_ kept: ObjectIdentifier, from make: Make, at place: SourcePlace) {
        guard let node = nodes[kept] else { return }
        if endsSooner(node.declared) {
            find(
                kept,
                keptBy(
                    "\(describe(make.began.maker)), in the slot it keeps at \(place)", within: nil,
                    declared: node.declared))
        }
        guard node.declared == .run else { return }
        for made in make.madeInIt where made != kept {
            guard let madeNode = nodes[made], endsSooner(madeNode.declared) else { continue }
            find(
                made,
                " while \(describe(kept)) was being made, and still held when that make returned: it would live for the whole run, past \(end(of: madeNode.declared))"
            )
        }
    }

    private mutating func madeShared(_ instance: MadeInstance, _ member: SourcePlace) {
        let maker = node(instance.by)
        let kind = watch(instance, .shared)
        tell("created", kind)
        if case .scope(let object) = instance.identity, let kept = nodes[object] {
            let holder = "\(describe(instance.by)), in its shared member at \(member)"
            var above: ObjectIdentifier? = object
            let keeps = ", which keeps \(numberedPath(object))"
            while let current = above, nodes[current] != nil {
                nodes[current]?.holders.append(holder + (current == object ? "" : keeps))
                above = nodes[current]?.parent
            }
            if livesForTheRun(instance.by), !hasStandingFinding(object), let bound = endingSooner(atOrAbove: object) {
                find(object, keptBy(holder, within: bound == object ? nil : bound, declared: kept.declared))
            }
        }
        guard maker.members.contains(member) else {
            nodes[instance.by]?.members.append(member)
            return
        }
        guard !remade.contains(where: { $0.member == member }) else { return }
        let line =
            "\(path(of: kind)) made its shared \(kinds[kind].name) again (\(member)): `shared { … }` keeps its value only as a `lazy var`'s initial value; declare it `lazy var … = shared { … }`"
        remade.append((member, line))
        lines.append("[lifetime] " + line)
    }

    // MARK: - Looks

    private mutating func answer(_ question: Question) {
        switch question {
        case .catchUp:
            look(judging: true)
        case .captive:
            look(judging: true)
            var counted: [(text: String, count: Int)] = []
            for finding in findings where !finding.isWithdrawn {
                if let index = counted.firstIndex(where: { $0.text == finding.text }) {
                    counted[index].count += 1
                } else {
                    counted.append((finding.text, 1))
                }
            }
            lines += counted.map { "captive: \($0.text)" + times($0.count) }
        case .outlived:
            look(judging: true)
            lines += outlivedInOrder.map { index in
                let kind = kinds[index]
                let what =
                    kind.lifetime == .task
                    ? "task \(kind.name) \(path(of: index)), still running when the tree ended"
                    : "\(kind.name) (\(words(kind.lifetime))) \(path(of: index)), alive after the component that made it was released"
                return "outlived: " + what + times(kind.counts.outlived)
            }
        case .records:
            look(judging: true)
            lines += kinds.indices.map { index in
                let kind = kinds[index]
                let alive =
                    watched.count { $0.kind == index } + nodes.values.count { $0.kind == index }
                    + tasks.count { $0.kind == index }
                return recordLine(
                    type: kind.name, module: kind.module, lifetime: words(kind.lifetime), path: path(of: index),
                    counts: [kind.counts.created, kind.counts.released, kind.counts.failed, alive],
                    isWatched: kind.isWatched, declared: kind.declared.map(words))
            }
        case .remadeShared:
            lines += remade.map { "remade: \($0.line)" }
        case .runEnded:
            look(judging: true)
            for (id, node) in inOrderMade({ endsSooner($0.declared) && !$0.hasEnded }) {
                find(
                    id,
                    ", alive at the end of the run though \(end(of: node.declared)) never ended; \(holders(of: id))"
                )
            }
            runHasEnded = true
        case .finish:
            isFinished = true
            look(judging: true)
            for (_, node) in inOrderMade({ _ in true }) { outlive(node.kind) }
            for task in tasks { outlive(task.kind) }
        }
    }

    private mutating func look(judging: Bool) {
        takeInReleases()
        let gone = watched.filter(\.isGone)
        watched.removeAll(where: \.isGone)
        for entry in gone.reversed() { tell("released", entry.kind) }
        guard judging else { return }
        for (id, node) in inOrderMade(\.hasEnded) {
            find(id, ", alive after \(end(of: node.declared)) ended; \(holders(of: id))", withdrawable: true)
        }
        for index in watched.indices where !watched[index].isReported {
            let entry = watched[index]
            guard isFinished || nodes[entry.maker]?.serial != entry.makerSerial else { continue }
            watched[index].isReported = true
            outlive(entry.kind)
        }
    }

    private mutating func takeInReleases() {
        let released = posted
        posted = []
        for id in released {
            guard let node = nodes.removeValue(forKey: id) else { continue }
            var withdrawn: [String] = []
            for index in findings.indices where findings[index].scope == id && !findings[index].isReleased {
                findings[index].isReleased = true
                if !runHasEnded && findings[index].withdrawable {
                    findings[index].isWithdrawn = true
                    withdrawn.append(findings[index].text)
                }
            }
            tell("released", node.kind)
            lines += withdrawn.map { "[lifetime] withdrawn, released before the run ended: captive \($0)" }
        }
    }

    // MARK: - Findings

    private mutating func find(_ id: ObjectIdentifier, _ sentence: String, withdrawable: Bool = false) {
        guard let node = nodes[id], !hasStandingFinding(id) else { return }
        let kind = kinds[node.kind]
        let made = node.madeAt.map { ", \($0)" } ?? ""
        let text = "\(kind.name) (\(words(node.declared))) \(numberedPath(id))\(made)\(sentence)"
        findings.append(Finding(scope: id, text: text, withdrawable: withdrawable))
        lines.append("[lifetime] captive \(text)")
    }

    private func keptBy(_ holder: String, within bound: ObjectIdentifier?, declared: ScopeLifetime) -> String {
        guard let bound else {
            return ", kept by \(holder): it would live for the whole run, past \(end(of: declared))"
        }
        return ", in \(describe(bound)), kept by \(holder): it would keep \(describe(bound)) for the whole run"
    }

    private func hasStandingFinding(_ id: ObjectIdentifier) -> Bool {
        findings.contains { $0.scope == id && !$0.isReleased && !$0.isWithdrawn }
    }

    private func holders(of id: ObjectIdentifier) -> String {
        var holders: [String] = []
        for holder in nodes[id]?.holders ?? [] where !holders.contains(holder) { holders.append(holder) }
        for task in tasks where task.scope == id {
            holders.append(
                "its own task \u{201C}\(task.name)\u{201D}, still running: if the task holds it, the two keep each other (a cycle), since a component cancels its tasks only once released"
            )
        }
        return holders.isEmpty ? "something that lives longer holds it" : "held by " + holders.joined(separator: "; ")
    }

    // MARK: - The tree and its census

    private func livesForTheRun(_ id: ObjectIdentifier) -> Bool { nodes[id]?.declared == .run }

    private func endsSooner(_ declared: ScopeLifetime) -> Bool {
        switch declared {
        case .visit, .custom: true
        case .run, .whileHeld: false
        }
    }

    private func endingSooner(atOrAbove id: ObjectIdentifier?) -> ObjectIdentifier? {
        var above = id
        while let current = above, let node = nodes[current] {
            if endsSooner(node.declared) { return current }
            above = node.parent
        }
        return nil
    }

    private func inOrderMade(_ condition: (Node) -> Bool) -> [(ObjectIdentifier, Node)] {
        nodes.filter { condition($0.value) }.sorted { $0.value.serial < $1.value.serial }.map { ($0.key, $0.value) }
    }

    private func numberedPath(_ id: ObjectIdentifier) -> String {
        guard let node = nodes[id] else { return "?" }
        return path(of: node.kind) + (node.number > 1 ? "#\(node.number)" : "")
    }

    private func describe(_ id: ObjectIdentifier) -> String {
        guard let node = nodes[id] else { return "?" }
        return "\(numberedPath(id)) (\(words(node.declared)))"
    }

    private func path(of kind: Int) -> String { places[kinds[kind].place].path }

    /// The maker's node; one never seen made counts as a root.
    private mutating func node(_ id: ObjectIdentifier) -> Node {
        if let node = nodes[id] { return node }
        let unknown = TypeNames(Scope.self)
        return register(
            MadeScope(id: id, type: unknown, givenName: nil, parent: nil, declared: .whileHeld), madeAt: nil)
    }

    @discardableResult
    private mutating func register(_ made: MadeScope, madeAt: String?) -> Node {
        let type = made.type.reflected
        let parent = made.parent.flatMap { nodes[$0]?.place }
        let known = places.indices.first {
            places[$0].parent == parent && places[$0].type == type && places[$0].givenName == made.givenName
        }
        let place = known ?? places.count
        if known == nil {
            let name = made.givenName ?? Self.pathName(of: made.type.described)
            let path = parent.map { "\(places[$0].path)->\(name)" } ?? "^->\(name)"
            places.append(Place(path: path, parent: parent, type: type, givenName: made.givenName))
        }
        places[place].made += 1
        let kind = kind(
            type: type, name: Self.shortName(made.type), module: Self.module(made.type), lifetime: .scope, at: place)
        kinds[kind].declared = made.declared
        serials += 1
        let node = Node(
            serial: serials, place: place, kind: kind, number: places[place].made, parent: made.parent,
            declared: made.declared, madeAt: madeAt)
        nodes[made.id] = node
        tell("created", kind)
        return node
    }

    private mutating func watch(_ instance: MadeInstance, _ lifetime: Lifetime) -> Int {
        let maker = node(instance.by)
        let kind = kind(
            type: instance.type.reflected, name: Self.shortName(instance.type), module: Self.module(instance.type),
            lifetime: lifetime, at: maker.place)
        guard let identity = instance.identity else {
            kinds[kind].isWatched = false
            return kind
        }
        watched.append(Watched(kind: kind, maker: instance.by, makerSerial: maker.serial, identity: identity))
        if watched.count >= lookAt {
            look(judging: false)
            lookAt = max(64, watched.count * 2)
        }
        return kind
    }

    /// The kind of `type` (or, with none, of the task `name`) made with `lifetime` at `place`.
    private mutating func kind(type: String?, name: String, module: String, lifetime: Lifetime, at place: Int) -> Int {
        let known = kinds.indices.first {
            kinds[$0].place == place && kinds[$0].type == type
                && (type == nil ? kinds[$0].name == name : kinds[$0].lifetime == lifetime)
        }
        if let known { return known }
        kinds.append(Kind(type: type, name: name, module: module, lifetime: lifetime, place: place))
        return kinds.count - 1
    }

    private mutating func outlive(_ kind: Int) {
        if kinds[kind].counts.outlived == 0 { outlivedInOrder.append(kind) }
        tell("outlived", kind)
    }

    /// Counts the event and tells it: `[lifetime] created Thing (shared) ^->Root->Alpha`, `… started task …`.
    private mutating func tell(_ event: String, _ kind: Int) {
        switch event {
        case "created": kinds[kind].counts.created += 1
        case "released": kinds[kind].counts.released += 1
        default: kinds[kind].counts.outlived += 1
        }
        let what = kinds[kind]
        guard what.lifetime == .task else {
            lines.append("[lifetime] \(event) \(what.name) (\(words(what.lifetime))) \(path(of: kind))")
            return
        }
        let verb = ["created": "started", "released": "ended"][event] ?? event
        lines.append("[lifetime] \(verb) task \(what.name) \(path(of: kind))")
    }

    // MARK: - Words

    private func words(_ lifetime: ScopeLifetime) -> String {
        switch lifetime {
        case .whileHeld: "while held"
        case .run: "kept for the run"
        case .visit: "per visit"
        case .custom(let name): name
        }
    }

    private func words(_ lifetime: Lifetime) -> String {
        switch lifetime {
        case .factory: "factory"
        case .shared: "shared"
        case .weakShared: "weak-shared"
        case .eager: "eager"
        case .asyncShared: "async-shared"
        case .scope: "scope"
        case .task: "task"
        case .custom(let name): name
        }
    }

    private func end(of lifetime: ScopeLifetime) -> String {
        switch lifetime {
        case .visit: "its visit"
        case .run: "the run"
        case .whileHeld: "its use"
        case .custom(let name): "its \(name)"
        }
    }

    private func times(_ count: Int) -> String { count == 1 ? "" : " (\(count) times)" }

    /// A component's name in paths: `GammaComponent` is `Gamma`.
    private static func pathName(of described: String) -> String {
        described.hasSuffix("Component") && described != "Component" ? String(described.dropLast(9)) : described
    }

    private static func shortName(_ type: TypeNames) -> String { String(type.described.prefix { $0 != "<" }) }

    private static func module(_ type: TypeNames) -> String { String(type.reflected.prefix { $0 != "." }) }
}
