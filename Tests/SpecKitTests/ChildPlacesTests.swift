import Foundation
import Testing
@testable import SpecKit

/// What a prop's parents pass it is read at the places its component stands as a child
/// (ChildPlaces), not by walking each parent's whole body again for every prop: the places and
/// the scope at each must be the ones a whole walk finds.
@Suite struct ChildPlacesTests {
    /// One value passed to a prop: where it is written, and its type in the scope there.
    struct Given: Equatable, CustomStringConvertible {
        var place: String
        var type: String
        var description: String { "\(place): \(type)" }
    }

    /// What `DeclaredTypes.givenArguments` finds for every prop of every component.
    static func fromPlaces(_ spec: Spec) -> [String: [Given]] {
        let types = DeclaredTypes(spec: spec, found: SpecValidator.Found())
        var found: [String: [Given]] = [:]
        for component in spec.components {
            for prop in component.props {
                var given: [Given] = []
                types.givenArguments(prop.name, of: component.name) { value, env in given.append(describe(value, env, types)) }
                found["\(component.name).\(prop.name)"] = given
            }
        }
        return found
    }

    /// The same, from a walk of every parent's whole body, as it was read before the places.
    static func fromWholeBodies(_ spec: Spec) -> [String: [Given]] {
        let types = DeclaredTypes(spec: spec, found: SpecValidator.Found())
        var bound: [String: Set<String>] = [:]
        for scenario in spec.scenarios { for (name, target) in scenario.uses { bound[name, default: []].insert(target) } }
        var found: [String: [Given]] = [:]
        for component in spec.components {
            for prop in component.props {
                var given: [Given] = []
                for parent in spec.components {
                    types.rules.forEachPart(of: parent.body, in: types.names(of: parent)) { parts, env in
                        for child in parts.children where child.component == component.name || bound[child.component]?.contains(component.name) == true {
                            for arg in child.arguments where arg.label == prop.name { given.append(describe(arg.value, env, types)) }
                            if child.unparsedArguments.contains(prop.name) { given.append(describe(nil, env, types)) }
                        }
                    }
                }
                found["\(component.name).\(prop.name)"] = given
            }
        }
        return found
    }

    static func describe(_ value: Expr?, _ env: DeclaredTypes.Names, _ types: DeclaredTypes) -> Given {
        guard let value else { return Given(place: "not parsed", type: "-") }
        return Given(place: "\(value.location.line):\(value.location.column) \(value.source)",
                     type: types.rules.type(of: value, in: env).map { "\($0)" } ?? "unknown")
    }

    @Test(arguments: SpecsTests.specFiles)
    func eachLessonsPropsAreGivenWhatAWholeWalkFinds(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent(file)))
        let spec = try SpecDecoder.decode(bytes, file: file)
        #expect(Self.fromPlaces(spec) == Self.fromWholeBodies(spec))
    }

    @Test func aChildIsFoundInBranchesLoopsContentAndSheetsInItsScopeThere() throws {
        let yaml = """
        models:
          Item:
            fields: { id: 0 }
        components:
          Root:
            state: { names: '["a"]', picked: nil, flag: true, count: 2 }
            body:
              - if: flag
                then:
                  - Row: { value: count }
                else:
                  - for-each: names
                    as: name
                    id: name
                    body:
                      - Row: { value: name }
              - Frame:
                content:
                  - Row: { value: flag }
              - button: pick
                action: "picked = Item(id: 1)"
              - Row: { value: 0 }
                sheet:
                  item: $picked
                  as: item
                  content:
                    - Row: { value: item }
          Frame:
            slots: [content]
            body:
              - slot: content
          Row:
            props: [value]
            body:
              - text: "{value}"
        root: Root
        """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "places.yaml")
        let given = Self.fromPlaces(spec)["Row.value"] ?? []
        #expect(given.map(\.type) == ["Int", "String", "Bool", "Int", "Item"])
        #expect(given == Self.fromWholeBodies(spec)["Row.value"])
    }
}
