// Claim: the navigation stack cannot be copied: what holds it is the one front that shows its screens.
// Expect: error: implicit conversion to 'Navigation?' is consuming
//
// A kept object that copied the stack while Profile is open would hold the visit's screens after the front
// closed them, and the visit would end with nobody named as its holder. `Navigation` is noncopyable: the
// front that shows screens holds it, and lends it. With `-D FIXED` the object reads the link, and the file
// compiles.

import Composition

@MainActor
final class Front {
    let navigation: Navigation

    init(navigation: consuming Navigation) {
        self.navigation = navigation
    }
}

@MainActor
final class StackCopier {
    var link: String?
    #if !FIXED
        var copy: Navigation?
    #endif

    func look(at front: Front) {
        #if FIXED
            link = front.navigation.link
        #else
            copy = front.navigation
        #endif
    }
}
