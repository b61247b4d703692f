import Composition
import Core
import TerminalScreen

/// The root the stack's model runs against: Shelf, kept for the run, which opens a Book and a Form; Book, per
/// visit, whose page leads back to the Shelf (so visits nest); and Form, per visit, a flow of three steps whose
/// second leads to a Book. Its observer numbers each visit as it begins and says when each ends.
@MainActor
final class ShelfRoot: BootstrapComponent, FeatureRoot {
    let outside: Void = ()
    let visits: VisitLog

    init(visits: VisitLog = VisitLog()) {
        self.visits = visits
        super.init(name: "Root", observer: visits)
    }

    let shelf: Feature<ShelfComponent> = Feature { ShelfWiring(book: $0.opening(\.book), form: $0.opening(\.form)) }
    let book: Feature<BookComponent> = Feature { BookWiring(shelf: $0.opening(\.shelf)) }
    let form: Feature<FormComponent> = Feature { FormWiring(book: $0.opening(\.book)) }

    let mainMenu = MainMenu<ShelfRoot>(
        "Shelves",
        entries: [
            .init("1", "Shelf", opening: \.shelf),
            .init("2", "Book", opening: \.book),
            .init("3", "Form", opening: \.form),
        ])
}

/// Numbers each per-visit component as it is made, and tells each visit begun and ended, in order.
@MainActor
final class VisitLog: LifetimeObserver {
    private var numbers: [ObjectIdentifier: Int] = [:]
    private(set) var told: [String] = []

    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        guard lifetime == .visit else { return }
        numbers[ObjectIdentifier(scope)] = numbers.count + 1
        told.append("began visit \(numbers.count) of \(scope.name)")
    }

    func lifetimeEnded(of scope: Scope) {
        told.append("ended visit \(numbers[ObjectIdentifier(scope)] ?? 0) of \(scope.name)")
    }

    func taking() -> [String] {
        defer { told = [] }
        return told
    }

    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value { make() }
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {}
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {}
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {}
    func started(_ task: OwnedTask, by scope: Scope) {}
    nonisolated func released(_ scope: ObjectIdentifier) {}
    func ended(_ task: OwnedTask) {}
}

// MARK: - Shelf: kept for the run

enum ShelfDestination: String, Destination, CaseIterable {
    case shelf, book, form
}

@MainActor protocol ShelfDependency {
    var book: AnyDestination<ShelfComponent> { get }
    var form: AnyDestination<ShelfComponent> { get }
}

final class ShelfComponent: FeatureComponent<any ShelfDependency, KeptForTheRun>, DestinationScreens {
    static var start: ShelfDestination { .shelf }

    func arrival(at destination: ShelfDestination) -> Arrival<ShelfComponent> {
        switch destination {
        case .shelf:
            .screen(
                ComponentScreen(
                    self, title: "Shelf",
                    offering: [
                        ScreenChoice("1", "Book", opening: ShelfDestination.book),
                        ScreenChoice("2", "Form", opening: ShelfDestination.form),
                    ]))
        case .book: .route(dependency.book)
        case .form: .route(dependency.form)
        }
    }
}

@MainActor struct ShelfWiring: ShelfDependency {
    let book: AnyDestination<ShelfComponent>
    let form: AnyDestination<ShelfComponent>

    init(
        book: consuming NavigationCrossing<BookComponent, ShelfComponent>,
        form: consuming NavigationCrossing<FormComponent, ShelfComponent>
    ) {
        self.book = book.destination(.cover)
        self.form = form.destination(.start)
    }
}

// MARK: - Book: per visit

enum BookDestination: String, Destination, CaseIterable {
    case cover, page, shelf
}

@MainActor protocol BookDependency { var shelf: AnyDestination<BookComponent> { get } }

final class BookComponent: FeatureComponent<any BookDependency, MadePerVisit>, DestinationScreens {
    static var start: BookDestination { .cover }

    func arrival(at destination: BookDestination) -> Arrival<BookComponent> {
        switch destination {
        case .cover:
            .screen(
                ComponentScreen(
                    self, title: "Cover", offering: [ScreenChoice("1", "Page", opening: BookDestination.page)]))
        case .page:
            .screen(
                ComponentScreen(
                    self, title: "Page", offering: [ScreenChoice("1", "Shelf", opening: BookDestination.shelf)]))
        case .shelf: .route(dependency.shelf)
        }
    }
}

@MainActor struct BookWiring: BookDependency {
    let shelf: AnyDestination<BookComponent>

    init(shelf: consuming NavigationCrossing<ShelfComponent, BookComponent>) {
        self.shelf = shelf.destination(.shelf)
    }
}

// MARK: - Form: per visit, a flow of three steps

enum FormDestination: String, Destination, CaseIterable {
    case start, more, done, book

    var startsFlow: Bool { self == .start }
    var isLaterStep: Bool { self == .more || self == .done }
}

@MainActor protocol FormDependency { var book: AnyDestination<FormComponent> { get } }

final class FormComponent: FeatureComponent<any FormDependency, MadePerVisit>, DestinationScreens {
    static var start: FormDestination { .start }

    func arrival(at destination: FormDestination) -> Arrival<FormComponent> {
        switch destination {
        case .start:
            .screen(
                ComponentScreen(
                    self, title: "Start", offering: [ScreenChoice("1", "More", opening: FormDestination.more)]))
        case .more:
            .screen(
                ComponentScreen(
                    self, title: "More",
                    offering: [
                        ScreenChoice("1", "Done", opening: FormDestination.done),
                        ScreenChoice("2", "Book", opening: FormDestination.book),
                    ]))
        case .done: .screen(ComponentScreen(self, title: "Done"))
        case .book: .route(dependency.book)
        }
    }
}

@MainActor struct FormWiring: FormDependency {
    let book: AnyDestination<FormComponent>

    init(book: consuming NavigationCrossing<BookComponent, FormComponent>) {
        self.book = book.destination(.cover)
    }
}
