// Claim: from outside FeatureGraph's package too, no code makes a feature's component in any spelling: a root's declaration is the only maker.
// Expect: error: extra arguments at positions #2, #3 in call
// Expect: error: cannot convert value of type 'BootstrapComponent' to expected argument type 'FeaturePlace<any SyncUpDetailDependency>'
// Expect: error: 'FeaturePlace<Dependency>' initializer is inaccessible due to 'internal' protection level
//
// A detail made by hand would be a visit nobody began or ends, under a parent and with a lifetime of the maker's
// choosing. Its one initializer takes a `FeaturePlace`, which only a declaration has. With `-D FIXED` nothing is
// made by hand, and the file compiles.

import Composition
import Core
import SyncUpDetail

@MainActor
func ownDetail(under root: BootstrapComponent, needs: any SyncUpDetailDependency) {
    #if FIXED
        _ = (root, needs)  // the root's declaration makes each visit's detail
    #else
        _ = SyncUpDetailComponent(parent: root, dependency: needs, lifetime: .visit)
        _ = SyncUpDetailComponent.init(root)
        _ = SyncUpDetailComponent(FeaturePlace<any SyncUpDetailDependency>(root: root, dependency: needs))
    #endif
}
