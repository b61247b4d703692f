import Core
import ShopLifetimes
import Testing

/// The per-key lifetime, defined outside Core: one value per key, kept while its component lives, held and
/// dropped through real references.
@MainActor
@Suite struct PerKeyTests {
    @Test func oneValuePerKeySharedByEveryAccessForThatKey() {
        let component = PaletteComponent(parent: BootstrapComponent())
        let dark = component.palette(named: "dark")
        #expect(component.palette(named: "dark") === dark)
        #expect(component.palette(named: "light") !== dark)
        #expect(component.palettesMade == 2)
    }

    @Test func theValuesAreKeptWhileTheComponentLivesAndReleasedWithIt() {
        var component: PaletteComponent? = PaletteComponent(parent: BootstrapComponent())
        weak let dark = component?.palette(named: "dark")
        weak let light = component?.palette(named: "light")
        #expect(dark != nil && light != nil)

        component = nil

        #expect(dark == nil && light == nil)
    }

    @Test func eachValueIsReportedOnceAsPerKey() {
        let observer = MadeSpy()
        let component = PaletteComponent(parent: BootstrapComponent(name: "Root", observer: observer))
        _ = (component.palette(named: "dark"), component.palette(named: "dark"), component.palette(named: "light"))
        #expect(
            observer.reports == ["made Palette (per-key) ^->Root->Palette", "made Palette (per-key) ^->Root->Palette"])
    }
}

final class Palette {
    let name: String
    init(name: String) { self.name = name }
}

/// A component with one palette per name, which needs nothing of its parent.
private final class PaletteComponent: Component<Void> {
    private let palettes = PerKey<String, Palette>()
    private(set) var palettesMade = 0

    func palette(named name: String) -> Palette {
        perKey(palettes, name) {
            palettesMade += 1
            return Palette(name: name)
        }
    }
}
