import { definePlugin } from '../../core/kernel/definePlugin.js'
import type { LoginMethod } from '../../core/kernel/types.js'

/** A login method with no behaviour of its own: it only shows up in the connect method order. */
export function mockLoginPlugin(method: LoginMethod['method'] = 'wallet', options: { dependencies?: string[] } = {}) {
  return definePlugin({
    name: `mock-login-${method}`,
    dependencies: options.dependencies ?? [],
    setup(ctx) {
      ctx.registerLoginMethod({ id: `mock-${method}`, method })
    },
  })
}
