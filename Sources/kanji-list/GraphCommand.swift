import ArgumentParser
import Foundation
import KanjiBrowser
import KanjiDictionary
import KanjiImport
import StateMachineKit

extension GraphFormat: ExpressibleByArgument {}

/// Prints a machine's states and transitions as a picture's source: `kanji-list graph | dot -Tpng`.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        _superCommandName: "kanji-list",
        abstract: "Print a state machine of the app as Graphviz DOT or a Mermaid state diagram.")

    static let importMachine = "import"
    static var names: [String] { MachineCatalog.names + [importMachine] }

    @Option(help: "dot or mermaid.")
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Which machine: \(names.joined(separator: ", ")).", valueName: "name"))
    var machine: String = MachineCatalog.navigation

    private var unknownMachine: ValidationError {
        ValidationError("no machine named '\(machine)'; the machines are \(Self.names.joined(separator: ", "))")
    }

    /// Here rather than in run(), so the error comes with this command's usage.
    func validate() throws {
        guard Self.names.contains(machine) else { throw unknownMachine }
    }

    func run() throws {
        guard let graph = machine == Self.importMachine ? importGraph() : MachineCatalog.graph(of: machine) else {
            throw unknownMachine
        }
        let text = graph.rendered(format)
        try printOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// The import's request flow; a picture reads no files, so the default request serves.
    private func importGraph() -> StateGraph {
        ImportFlow(request: ImportRequest()).machine.stateGraph
    }
}
