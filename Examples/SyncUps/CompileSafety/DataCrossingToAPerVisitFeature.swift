// Claim: from outside FeatureGraph's package too, a data crossing to a per-visit feature does not compile: only a feature kept for the run is read.
// Expect: error: instance method 'reading' requires that 'SyncUpDetailComponent' conform to 'ReadableComponent'
//
// A form that read a sync-up's detail would keep that visit for as long as the form's adapter lives. With
// `-D FIXED` the form's wiring reads nothing of the detail, and the file compiles.

import Composition
import Core
import SyncUpDetail
import SyncUpForm

@MainActor
final class ReadingRoot: BootstrapComponent, FeatureRoot {
    let outside: (detail: any SyncUpDetailDependency, form: any SyncUpFormDependency)
    let detail: Feature<SyncUpDetailComponent> = Feature { $0.outside.detail }
    let form: Feature<SyncUpFormComponent> = Feature { wiring in
        #if !FIXED
            _ = wiring.reading(\.detail)
        #endif
        return wiring.outside.form
    }
    let mainMenu = MainMenu<ReadingRoot>("Reading", entries: [.init("1", "New", opening: \.form)])

    init(detail: any SyncUpDetailDependency, form: any SyncUpFormDependency) {
        outside = (detail, form)
        super.init()
    }
}
