// A fixture that must NOT compile: a weak-shared slot of a value type. A value has no identity to hold
// weakly, so "the same while someone holds it" means nothing for it. With `-D FIXED` the value is a class
// and the file compiles.

import Core

#if FIXED
    final class Draft {}
#else
    struct Draft {}
#endif

@MainActor
final class Root: BootstrapComponent {
    private let draftSlot = WeakShared<Draft>()
    var draft: Draft { weakShared(draftSlot) { Draft() } }
}
