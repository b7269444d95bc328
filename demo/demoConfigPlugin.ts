import type { Plugin } from 'vite'
import type { DemoPageConfig } from './DemoConfig.js'

/**
 * Puts the demo's config into the page as `window.__porticoDemoConfig`, in a script that runs
 * before the app's module, so the page needs no request of its own to learn it. `<` is escaped
 * so no value can close the script element.
 */
export function demoConfigPlugin(config: DemoPageConfig): Plugin {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return {
    name: 'portico-demo-config',
    transformIndexHtml: () => [{ tag: 'script', children: `window.__porticoDemoConfig = ${json}`, injectTo: 'head' }],
  }
}
