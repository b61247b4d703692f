// Claim: a weak-shared slot of a value type does not compile: a value has no identity to hold weakly.
// Expect: error: 'WeakShared' requires that 'Draft' be a class type
//
// "The same while someone holds it" means nothing for a value. With `-D FIXED` the value is a class and
// the file compiles.

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
