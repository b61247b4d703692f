import Core

// The Settings component satisfies its child flow's dependency with its weak-shared store.
extension SettingsComponent: NotificationsFlowDependency {}
