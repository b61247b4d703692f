import Core

// With SamePlaceRoot.swift: two shared members of one component at the same line and column of two files,
// which the tracker must not take for one member asking for itself. Keep `title` and `label` on line 9 and
// in the same column, or move both.

/// The subclass whose shared label the root's title needs.
final class SamePlaceChild: SamePlaceRoot {
    private(set) lazy var label: String = shared { "Ada" }
    override var labelForTitle: String { label }
}
