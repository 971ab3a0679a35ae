import LearnerData
import StateMachineKit

/// The app's state machines by name, for `kanji-list graph`. Built without a dictionary: the
/// pictures show rules, not data.
public enum MachineCatalog {
    public static let navigation = LoggedNavigation.machine
    public static let loading = "loading"
    public static let app = "app"
    public static let lifecycle = "lifecycle"
    public static let study = "study"

    public static var names: [String] { [navigation, loading, app, lifecycle, study] }

    public static func graph(of name: String) -> StateGraph? {
        switch name {
        case navigation: navigationGraph()
        case loading: DictionaryLoading.makeMachine().stateGraph
        case app: appGraph()
        case lifecycle: AppLifecycle.makeMachine().stateGraph
        case study: (try? StudyFlow.chart(StudyFlow.Actions(record: {}, undo: {})))?.stateGraph
        default: nil
        }
    }

    private static func navigationGraph() -> StateGraph {
        NavigationState.makeMachine().stateGraph
    }

    /// The flow chart with the navigation machine drawn inside `browsing`, where it holds the
    /// fact the chart leaves to it.
    private static func appGraph() -> StateGraph? {
        let actions = AppFlow.Actions(startLoading: {}, startBrowsing: {}, finish: { _ in })
        guard var graph = (try? AppFlow.chart(actions))?.stateGraph else { return nil }
        let navigation = navigationGraph()
        graph.nodes = graph.nodes.map { node in
            replacing(AppFlow.State.browsing.rawValue, in: node,
                      with: .init(name: AppFlow.State.browsing.rawValue, children: navigation.nodes, initialChild: navigation.nodes.first?.name))
        }
        graph.edges += navigation.edges
        return graph
    }

    private static func replacing(_ name: String, in node: StateGraph.Node, with replacement: StateGraph.Node) -> StateGraph.Node {
        if node.name == name { return replacement }
        var copy = node
        copy.children = node.children.map { replacing(name, in: $0, with: replacement) }
        return copy
    }
}
