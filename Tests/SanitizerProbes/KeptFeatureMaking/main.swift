// A feature kept for the app's run whose making writes what another thread wrote, with no lock between
// them: the write is made inside the kernel's `keep`, in BootstrapComponent.swift, whose file a
// suppression once named. Built by scripts/check-fresh-copies.sh under ThreadSanitizer, which must report it.
// (Its teardown is not probed: ThreadSanitizer reports no access made while an object is deinitialised.)
import Core
import Foundation

/// Written without a lock on purpose: the race to be found.
final class Probe: @unchecked Sendable {
    var writes = 0
}

final class KeptFeature: Component<Probe> {}

@MainActor
final class Root: BootstrapComponent {
    private let probe: Probe
    private let featureSlot = Kept<KeptFeature>()

    init(probe: Probe) {
        self.probe = probe
        super.init()
    }

    /// Made, and kept, by `keep`: the write is made inside the kernel's frames.
    var feature: KeptFeature {
        keep(featureSlot) {
            probe.writes += 1
            return KeptFeature(parent: self, dependency: probe)
        }
    }
}

let probe = Probe()
let tree = Tree(Root(probe: probe))
Thread { [probe] in probe.writes += 1 }.start()
usleep(200_000)  // orders nothing: the two writes stay unsynchronised
_ = tree.root.feature
print("kept")
