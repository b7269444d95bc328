import { describe, expect, it, vi } from 'vitest'
import type { NamespaceDefinition } from '../../../core/kernel/contributions.js'
import { createRemoteProviders } from '../../../core/remote/createRemoteProviders.js'
import type { RemoteNamespace, RemoteNamespaceState, RemoteSession } from '../../../core/remote/RemoteSession.js'
import type { CaipNetworkId } from '../../../core/types/network.js'

const STATE: RemoteNamespaceState = { accounts: [{ address: 'a1', caipNetworkId: 'toy:1' }], chains: ['toy:1'], methods: ['toy_sign'] }

function providers(remote: RemoteNamespace | undefined, held: { state: RemoteNamespaceState | undefined } = { state: STATE }) {
  const namespaces = new Map<string, NamespaceDefinition>([['toy', { namespace: 'toy', networks: [], isAddress: () => true, ...(remote ? { remote } : {}) }]])
  const send = vi.fn(async (_method: string, _params: unknown, _chain: CaipNetworkId): Promise<unknown> => 'answer')
  const carrier = vi.fn((namespace: string) => ({ namespace, state: () => held.state, send, onUseChain: () => {} }))
  const made = createRemoteProviders({ kernel: { namespaces }, carrier, holds: () => (held.state?.accounts.length ?? 0) > 0 })
  return { made, send, carrier, held }
}

describe("a carrier's remote providers", () => {
  it("rule: the namespace's plugin makes its provider from the namespace's session, and the session carries requests through the carrier", async () => {
    let given: RemoteSession | undefined
    const { made, send } = providers({ methods: [], events: [], provider: (session) => ((given = session), { kind: 'toy' }) })
    expect(made.prepared(['toy'])).toBe(false)
    await made.prepare(['toy'])
    expect(made.prepared(['toy'])).toBe(true)
    expect(made.providerOf('toy')).toEqual({ kind: 'toy' })
    expect(given).toBe(made.of('toy'))
    await expect(given!.request('toy_sign', ['x'], 'toy:1')).resolves.toBe('answer')
    expect(send).toHaveBeenCalledWith('toy_sign', ['x'], 'toy:1')
  })

  it('rule: one session per namespace, made once, whatever asks for it', async () => {
    const { made, carrier } = providers({ methods: [], events: [], provider: () => ({}) })
    await made.prepare(['toy'])
    await made.prepare(['toy'])
    expect(made.of('toy')).toBe(made.of('toy'))
    expect(carrier).toHaveBeenCalledTimes(1)
  })

  it("rule: a provider is handed out only while the carrier's session holds an account of the namespace", async () => {
    const { made, held } = providers({ methods: [], events: [], provider: () => ({ kind: 'toy' }) })
    await made.prepare(['toy'])
    held.state = undefined
    expect(made.providerOf('toy')).toBeUndefined()
  })

  it("rule: a plugin's provider that throws is none, never rejects prepare, and is asked again next time", async () => {
    let calls = 0
    const { made } = providers({
      methods: [], events: [], provider: () => {
        calls++
        if (calls === 1) throw new Error('chunk failed')
        return { kind: 'second' }
      },
    })
    await expect(made.prepare(['toy'])).resolves.toBeUndefined()
    expect(made.providerOf('toy')).toBeUndefined()
    await made.prepare(['toy'])
    expect(made.providerOf('toy')).toEqual({ kind: 'second' })
  })

  it('rule: a namespace without remote has nothing to prepare and no provider', async () => {
    const { made } = providers(undefined)
    expect(made.prepared(['toy'])).toBe(true)
    await made.prepare(['toy'])
    expect(made.providerOf('toy')).toBeUndefined()
  })

  it("rule: ended() tells every namespace's provider the session is over; destroy() drops their listeners", async () => {
    const { made } = providers({ methods: [], events: [], provider: () => ({}) })
    await made.prepare(['toy'])
    const heard = vi.fn()
    made.of('toy').on('disconnect', heard)
    made.ended()
    expect(heard).toHaveBeenCalledTimes(1)
    made.destroy()
    made.ended()
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
