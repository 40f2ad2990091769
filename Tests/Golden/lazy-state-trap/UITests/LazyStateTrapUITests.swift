// Written by `spec export swiftui` from lazy-state-trap.yaml.
import XCTest

final class LazyStateTrapUITests: XCTestCase {
    @MainActor
    func testStateBuiltInInit() {
        let app = launch("@State, built in init")

        XCTAssertTrue(app.staticTexts["parent input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["model input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["models created 1"].waitForExistence(timeout: 5))

        app.buttons["unrelated action"].tap()
        XCTAssertTrue(app.staticTexts["unrelated counter 1"].waitForExistence(timeout: 5))

        app.buttons["related action"].tap()
        XCTAssertTrue(app.staticTexts["parent input 2"].waitForExistence(timeout: 5))

        XCTAssertTrue(app.staticTexts["model input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["models created 3"].waitForExistence(timeout: 5))
        // Measured by the spec, not checkable here: StateChild.staleRenders == 1
    }

    @MainActor
    func testLazyState() {
        let app = launch("@LazyState")

        XCTAssertTrue(app.staticTexts["parent input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["model input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["models created 1"].waitForExistence(timeout: 5))

        app.buttons["unrelated action"].tap()
        XCTAssertTrue(app.staticTexts["unrelated counter 1"].waitForExistence(timeout: 5))

        app.buttons["related action"].tap()
        XCTAssertTrue(app.staticTexts["parent input 2"].waitForExistence(timeout: 5))

        XCTAssertTrue(app.staticTexts["model input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["models created 1"].waitForExistence(timeout: 5))
        // Measured by the spec, not checkable here: LazyStateChild.staleRenders == 1
    }

    @MainActor
    func testAMemoKeyedByTheInput() {
        let app = launch("a Memo keyed by the input")

        XCTAssertTrue(app.staticTexts["parent input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["model input 1"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["models created 1"].waitForExistence(timeout: 5))

        app.buttons["unrelated action"].tap()
        XCTAssertTrue(app.staticTexts["unrelated counter 1"].waitForExistence(timeout: 5))

        app.buttons["related action"].tap()
        XCTAssertTrue(app.staticTexts["parent input 2"].waitForExistence(timeout: 5))

        XCTAssertTrue(app.staticTexts["model input 2"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["models created 2"].waitForExistence(timeout: 5))
        // Measured by the spec, not checkable here: MemoChild.staleRenders == 0
    }

    /// Launches the app showing one scenario.
    @MainActor
    private func launch(_ scenario: String) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchEnvironment["SCENARIO"] = scenario
        app.launch()
        return app
    }
}
