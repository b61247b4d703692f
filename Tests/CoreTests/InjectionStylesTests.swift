import Core
import Testing

// The examples of docs/injection.md, compiled and run: the three ways to hand an object what it needs,
// and the service locator FeatureGraph replaces. Each test shows what the style costs.

/// What every example needs: somewhere to send a greeting.
protocol Greeter: AnyObject {
    func greet(_ name: String) -> String
}

final class PoliteGreeter: Greeter {
    func greet(_ name: String) -> String { "Good morning, \(name)." }
}

// MARK: - Constructor injection: what FeatureGraph uses

/// Gets its greeter in `init`: it cannot exist without one, and the compiler checks every caller.
final class WelcomeModel {
    private let greeter: any Greeter
    init(greeter: any Greeter) { self.greeter = greeter }
    func welcome() -> String { greeter.greet("Ada") }
}

// MARK: - Setter injection

/// Gets its greeter through a property after it is made: it exists, half-built, until someone sets it.
final class SetterWelcomeModel {
    var greeter: (any Greeter)?
    func welcome() -> String? { greeter?.greet("Ada") }
}

// MARK: - Interface injection

/// Declares, as a protocol, how it accepts a greeter; the injector calls that method.
protocol GreeterInjectable: AnyObject {
    func inject(greeter: any Greeter)
}

final class InterfaceWelcomeModel: GreeterInjectable {
    private var greeter: (any Greeter)?
    func inject(greeter: any Greeter) { self.greeter = greeter }
    func welcome() -> String? { greeter?.greet("Ada") }
}

// MARK: - Service locator, the anti-pattern

/// A registry looked up by type at run time. (The seed's was reached as `DIContainer.shared`; the global is
/// left out here, the lookup is the point.)
final class ServiceLocator {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    func register<Service>(_ type: Service.Type, _ make: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = make
    }
    func resolve<Service>(_ type: Service.Type) -> Service? {
        factories[ObjectIdentifier(type)]?() as? Service
    }
}

/// Asks the locator for its greeter: the dependency is hidden in the body, not in the signature.
final class LocatorWelcomeModel {
    private let locator: ServiceLocator
    init(locator: ServiceLocator) { self.locator = locator }
    func welcome() -> String? { locator.resolve((any Greeter).self)?.greet("Ada") }
}

// MARK: - Constructor injection through a component

@MainActor
protocol WelcomeDependency: AnyObject {
    var greeter: any Greeter { get }
}

@MainActor
final class WelcomeComponent: Component<any WelcomeDependency> {
    init(parent: some Scope & WelcomeDependency) { super.init(parent: parent, dependency: parent, name: "Welcome") }
    var welcomeModel: WelcomeModel { factory { WelcomeModel(greeter: dependency.greeter) } }
}

@MainActor
final class GreetingRoot: BootstrapComponent, WelcomeDependency {
    private let greeterSlot = Shared<PoliteGreeter>()
    var greeter: any Greeter { shared(greeterSlot) { PoliteGreeter() } }
    var welcome: WelcomeComponent { WelcomeComponent(parent: self) }
}

@MainActor
@Suite struct InjectionStylesTests {
    @Test func constructorInjectionCannotBeForgotten() {
        // `WelcomeModel()` does not compile: "missing argument for parameter 'greeter' in call".
        #expect(WelcomeModel(greeter: PoliteGreeter()).welcome() == "Good morning, Ada.")
    }

    @Test func setterInjectionCompilesWhenTheSetterIsForgotten() {
        let model = SetterWelcomeModel()
        #expect(model.welcome() == nil)  // the forgotten setter shows only at run time
        model.greeter = PoliteGreeter()
        #expect(model.welcome() == "Good morning, Ada.")
    }

    @Test func interfaceInjectionIsASetterBehindAProtocol() {
        let model = InterfaceWelcomeModel()
        #expect(model.welcome() == nil)
        let injectable: any GreeterInjectable = model
        injectable.inject(greeter: PoliteGreeter())
        #expect(model.welcome() == "Good morning, Ada.")
    }

    @Test func aServiceLocatorFindsAMissingRegistrationOnlyAtRunTime() {
        let locator = ServiceLocator()
        // The seed wrote `resolve(...)!`: this nil would have been a crash, and it compiled.
        #expect(LocatorWelcomeModel(locator: locator).welcome() == nil)
        locator.register((any Greeter).self) { PoliteGreeter() }
        #expect(LocatorWelcomeModel(locator: locator).welcome() == "Good morning, Ada.")
    }

    @Test func aComponentHandsOutConstructorInjectedObjects() {
        let root = GreetingRoot()
        #expect(root.welcome.welcomeModel.welcome() == "Good morning, Ada.")
    }
}
