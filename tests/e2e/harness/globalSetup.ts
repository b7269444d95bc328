import { launchBrowserServer, SHARED_BROWSER_ENV } from './launchBrowser.js'
import { serveTestApp, SHARED_TEST_APP_ENV } from './startTestApp.js'

/**
 * Once for a whole browser-test run: one Chromium server and the test page's Vite server, which
 * every file shares (each test still gets a fresh browser context, and the page keeps no state on
 * the server). A file used to launch Chromium twice and transform the test page's modules anew.
 * The workers, forked after this ran, find both through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const [browser, app] = await Promise.all([launchBrowserServer(), serveTestApp()])
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint()
  process.env[SHARED_TEST_APP_ENV] = app.url
  return async () => {
    delete process.env[SHARED_BROWSER_ENV]
    delete process.env[SHARED_TEST_APP_ENV]
    await Promise.all([app.stop(), browser.close()])
  }
}
