// The browser-test harness: a browser, the test page, a fixture provider API, axe and screenshots.
export { launchBrowser, chromiumPath } from './launchBrowser.js'
export { useLocalStack, type LocalStack } from './useLocalStack.js'
export { openPage, VIEWPORTS, type ColorScheme, type OpenPageOptions, type PageSession, type ViewportName } from './openPage.js'
export { startTestApp, type TestApp, type TestPageParams } from './startTestApp.js'
export { loadTestApp } from './loadTestApp.js'
export {
  startFixtureApi, DEFAULT_FIXTURE_FEATURES, type FixtureApi, type FixtureApiOptions, type FixtureFeature, type FixtureRequest,
} from './startFixtureApi.js'
export { createFixtureWallets, FIXTURE_CHAINS, type FixtureWallet } from './fixtureWallets.js'
export { describeViolations, runAxe, type AxeViolation } from './runAxe.js'
export { screenshot, SCREENSHOT_DIR } from './screenshot.js'
export { waitForView, waitForClosed, readRouter } from './waitForView.js'
export { settle } from './settle.js'
export { focusedElement, isFocused, type FocusedElement } from './focusedElement.js'
export { showView, SHOWN_VIEWS, type ShownView } from './showView.js'
