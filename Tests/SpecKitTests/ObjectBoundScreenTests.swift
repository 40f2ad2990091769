import Testing
@testable import SpecKit

/// Screens bound into an ObservableObject's field (`$vm.showing`, `$router.path`,
/// `$router.tab`): the body that writes them observes the object and makes the binding again at
/// each render, and a screen whose binding carries another value is updated (§10, §15, §22).
@Suite struct ObjectBoundScreenTests {
    static let models = """
        models:
          VM:
            kind: observable-object
            fields: { showing: false, path: "[]", tab: 0 }
        """

    @Test func aSheetBoundToAPublishedFieldIsPresentedAndDismissed() {
        let yaml = Self.models + """

            components:
              Root:
                state-object: { vm: "VM()" }
                body:
                  - Title: {}
                    sheet:
                      is-presented: $vm.showing
                      content:
                        - text: the sheet
                  - button: show
                    action: vm.showing = true
              Title:
                body: [ { text: title } ]
            root: Root
            script:
              - tap: show
                expect: [the sheet]
              - dismiss: sheet
                expect: [title]
                assert: ["Root.vm.showing == false"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: with the flag not written, no sheet shows.
        let wrong = scenario(yaml.replacingOccurrences(of: "action: vm.showing = true", with: "action: vm.tab = 1"))
        #expect(!wrong.passed)
    }

    @Test func aStackPathAndATabSelectionBoundToPublishedFieldsFollowThem() {
        let yaml = Self.models + """

            components:
              Shell:
                environment-object: { vm: VM }
                body:
                  - tab-view:
                      selection: $vm.tab
                      tabs:
                        - tab: Home
                          value: 0
                          body:
                            - text: home
                            - button: deep link
                              action: "vm.tab = 1; vm.path = [7]"
                        - tab: Library
                          value: 1
                          body:
                            - navigation-stack:
                                path: $vm.path
                                root:
                                  - text: library
                                destinations:
                                  - for: Int
                                    as: id
                                    body:
                                      - text: "book {id}"
              Top:
                state-object: { vm: "VM()" }
                body:
                  - Shell: {}
                    environment-object: vm
            root: Top
            script:
              - expect: [home]
              - tap: deep link
                expect: [book 7]
                expect-not: [home]
              - go-back: true
                expect: [library]
              - select-tab: Home
                expect: [home]
                assert: ["Top.vm.tab == 0"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }
}
