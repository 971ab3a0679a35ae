import StateMachineKit

/// A navigation state with a screen of its own: entered to open something, it starts a coordinator
/// that pushes the screen; entered by going back (`isReturning`), it pops to the screen below.
/// The stack keeps each coordinator alive as long as its screen.
class ScreenState: State {
    let context: NavigationContext
    var isReturning = false

    init(context: NavigationContext) {
        self.context = context
        super.init()
    }

    override func didEnter(from previousState: State?) {
        if isReturning {
            context.presenter.pop()
        } else {
            openScreen()
        }
    }

    /// Starts the coordinator for what was asked to be opened.
    func openScreen() {}
}
