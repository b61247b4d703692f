import Core

/// The Quote feature's component (`^->Root->Quote`): it owns the one quote model controller and makes
/// the two screens that share it.
@MainActor
public final class QuoteComponent: Component<any QuoteDependency> {
    private let controllerSlot = Shared<QuoteModelController>()

    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & QuoteDependency) {
        super.init(parent: parent, dependency: parent, name: "Quote")
    }

    /// Shared: one controller for this component, so every screen sees the same quote.
    public var modelController: QuoteModelController {
        shared(controllerSlot) { QuoteModelController(storage: dependency.quoteStorage) }
    }

    /// Factory: a new Quote screen each time it opens.
    public var quoteScreen: QuoteScreen {
        factory { QuoteScreen(controller: modelController) { self.editQuoteScreen } }
    }

    /// Factory: a new Edit quote screen, with an empty draft, each time it opens.
    package var editQuoteScreen: EditQuoteScreen {
        factory { EditQuoteScreen(controller: modelController) }
    }
}
