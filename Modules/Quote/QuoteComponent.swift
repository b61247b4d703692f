import Composition
import Core
import TerminalScreen

/// The Quote feature's component (`^->Root->Quote`): it owns the one quote model controller and makes
/// the two screens that share it. Kept for the run: one controller per run, which Profile and Settings
/// read as data — the controller, which is what it declares readable, never the component.
public final class QuoteComponent: FeatureComponent<any QuoteDependency, KeptForTheRun>, ReadableComponent {
    /// Shared: one controller for this component, so every screen sees the same quote.
    public private(set) lazy var modelController: QuoteModelController = shared {
        QuoteModelController(storage: dependency.storage)
    }

    /// What another feature's adapter reads: the quote as the controller holds it, observed.
    public var readable: QuoteModelController { modelController }

    /// Factory: the Quote screen.
    package var quoteScreen: QuoteScreen {
        factory { QuoteScreen(controller: modelController) }
    }

    /// Factory: the editor, with an empty draft; Profile opens it too, through its route.
    package var editQuoteScreen: EditQuoteScreen {
        factory { EditQuoteScreen(controller: modelController) }
    }
}

extension QuoteComponent: DestinationScreens {
    public static var start: QuoteDestination { .quote }

    public func arrival(at destination: QuoteDestination) -> Arrival<QuoteComponent> {
        switch destination {
        case .quote: .screen(quoteScreen)
        case .edit: .screen(editQuoteScreen)
        case .remind: .route(dependency.reminderSettings)
        }
    }
}
