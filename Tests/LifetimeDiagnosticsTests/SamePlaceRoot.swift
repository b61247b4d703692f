import Core

// With SamePlaceChild.swift: two shared members of one component at the same line and column of two files,
// which the tracker must not take for one member asking for itself. Keep `title` and `label` on line 9 and
// in the same column, or move both.

/// A root whose shared title needs a shared label that only its subclass has.
class SamePlaceRoot: BootstrapComponent {
    private(set) lazy var title: String = shared { "Title of \(labelForTitle)" }
    var labelForTitle: String { "" }

    init(observer: (any LifetimeObserver)?) { super.init(name: "Root", observer: observer) }
}
