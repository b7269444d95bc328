import type { Plugin } from 'vite'
import type { DemoPageConfig } from './DemoConfig.js'

/** Where the page loads its config from: a script of the page's own origin, never an inline one. */
export const DEMO_CONFIG_PATH = '/portico-demo-config.js'

/**
 * Gives the page the demo's config as `window.__porticoDemoConfig`, in a classic script that
 * runs before the app's module, so the app reads it synchronously at start. The script is a file
 * of the page's own origin, not inline, so the demo runs under a Content-Security-Policy whose
 * `script-src` is just `'self'`: the dev server answers it, and a build emits it next to the page.
 */
export function demoConfigPlugin(config: DemoPageConfig): Plugin {
  const source = `window.__porticoDemoConfig = ${JSON.stringify(config)}\n`
  return {
    name: 'portico-demo-config',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== DEMO_CONFIG_PATH) return next()
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        response.end(source)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_CONFIG_PATH.slice(1), source })
    },
    // A classic script in <head>: it runs as the parser meets it, before the deferred app module.
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: DEMO_CONFIG_PATH }, injectTo: 'head' }],
  }
}
