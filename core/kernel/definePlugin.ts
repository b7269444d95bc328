import type { Plugin } from './types.js'

/** Identity helper for type inference: `export const evm = (opts) => definePlugin({ ... })`. */
export function definePlugin<const P extends Plugin>(plugin: P): P {
  return plugin
}
