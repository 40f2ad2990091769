import Testing
@testable import SpecKit

/// The trace names the body that wrote an environment modifier: within a tab view or a stack,
/// whose content the body around it writes, that body, not the container (docs/semantics.md §17).
@Suite struct EnvironmentSetterTraceTests {
    static let tabs = """
        components:
          Tabs:
            state: { tab: 0 }
            body:
              - tab-view:
                  selection: $tab
                  tabs:
                    - tab: One
                      value: 0
                      body:
                        - Reader:
                          environment: { accent: '"local"' }
          Reader:
            environment: { accent: accent }
            body: [ { text: "accent {accent}" } ]
        environment-values:
          accent: '"gray"'
        root: Tabs
        script:
          - expect: [accent local]

        """

    @Test func aTabsContentIsSetByTheBodyThatWroteIt() {
        let s = scenario(Self.tabs)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s).lines.map(\.text)
        #expect(lines.contains("environment \\.accent = \"local\" for this subtree (set by Tabs)"), "\(lines)")
        #expect(!lines.contains { $0.contains("set by TabView") }, "\(lines)")
    }

    @Test func aStacksContentIsSetByTheBodyThatWroteIt() {
        let stack = Self.tabs.replacingOccurrences(of: """
                  - tab-view:
                      selection: $tab
                      tabs:
                        - tab: One
                          value: 0
                          body:
            """, with: """
                  - navigation-stack:
                      root:
            """)
        let s = scenario(stack)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s).lines.map(\.text)
        #expect(lines.contains("environment \\.accent = \"local\" for this subtree (set by Tabs)"), "\(lines)")
        #expect(!lines.contains { $0.contains("set by NavigationStack") }, "\(lines)")
    }

    /// An object's key names itself, `environment object Store`: the line says it once.
    @Test func anObjectIsNamedOnce() {
        let s = scenario("""
            models:
              Store: { kind: observable-object, fields: { a: 0 } }
            components:
              Root:
                state-object: { store: "Store()" }
                body:
                  - Reader:
                    environment-object: store
              Reader:
                environment-object: { s: Store }
                body: [ { text: "a {s.a}" } ]
            root: Root
            script:
              - expect: [a 0]
            """)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s).lines.map(\.text)
        #expect(lines.contains("environment object Store = Store#1 for this subtree (set by Root)"), "\(lines)")
        #expect(!lines.contains { $0.contains("environment environment") }, "\(lines)")
    }
}
