import type { Plugin } from '../../../core/kernel/types.js'

/** How the page's mock wallets answer a network switch: at once, with a refusal, or never. */
export type SwitchBehaviour = 'approve' | 'reject' | 'hang'

/**
 * Wraps a mock chain plugin so a test can hold its wallet's network switch open (to see
 * SwitchNetwork's "Approve in wallet") or refuse it, as a real wallet's prompt would. The mock's
 * own switch, which always succeeds at once, runs only on 'approve'.
 */
export function steerableSwitch(plugin: Plugin, behaviour: () => SwitchBehaviour): Plugin {
  return {
    ...plugin,
    setup(ctx) {
      return plugin.setup({
        ...ctx,
        registerNamespace(definition) {
          const original = definition.capabilities?.switchNetwork
          if (!original) return ctx.registerNamespace(definition)
          ctx.registerNamespace({
            ...definition,
            capabilities: {
              ...definition.capabilities,
              async switchNetwork(params) {
                const answer = behaviour()
                if (answer === 'hang') return new Promise<never>(() => {})
                if (answer === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
                return original(params)
              },
            },
          })
        },
      })
    },
  }
}
