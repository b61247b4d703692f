// Claim: a feature's component takes no lifetime when it is made: the one its type says is the one Core is told.
// Expect: error: cannot convert value of type 'BootstrapComponent' to expected argument type 'FeaturePlace<any SettingsDependency>'
//
// A component kept for the run made "while held" under a visit would escape the rule that reads its
// lifetime: its type would say one thing and Core be told another. `FeatureComponent` has one
// initializer, which passes on the lifetime of its type. With `-D FIXED` the subclass passes its place on,
// and the file compiles.

import Composition
import Core
import SettingsFeature

final class LooseSettings: FeatureComponent<any SettingsDependency, KeptForTheRun> {
    required init(_ place: consuming FeaturePlace<any SettingsDependency>) {
        #if FIXED
            super.init(place)
        #else
            super.init(parent: BootstrapComponent(), dependency: fatalError(), lifetime: .whileHeld)
        #endif
    }
}
