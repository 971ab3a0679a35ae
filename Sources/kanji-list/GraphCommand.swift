import ArgumentParser
import Foundation
import KanjiBrowser
import StateMachineKit

extension GraphFormat: ExpressibleByArgument {}

/// Prints a machine's states and transitions as a picture's source: `kanji-list graph | dot -Tpng`.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print a state machine of the app as Graphviz DOT or a Mermaid state diagram.")

    @Option(help: "dot or mermaid.")
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Which machine: \(MachineCatalog.names.joined(separator: ", ")).", valueName: "name"))
    var machine: String = MachineCatalog.navigation

    func run() throws {
        guard let text = MachineCatalog.graph(of: machine, format: format) else {
            throw ValidationError("no machine named '\(machine)'; the machines are \(MachineCatalog.names.joined(separator: ", "))")
        }
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
}
