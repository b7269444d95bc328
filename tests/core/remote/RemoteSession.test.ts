import { describe, expect, it, vi } from 'vitest'
import { createRemoteSession, type RemoteNamespaceState } from '../../../core/remote/RemoteSession.js'
import type { CaipNetworkId } from '../../../core/types/network.js'

function carried(given: RemoteNamespaceState | null = {
  accounts: [{ address: 'a1', caipNetworkId: 'toy:1' }, { address: 'a2', caipNetworkId: 'toy:2' }, { address: 'a1', caipNetworkId: 'toy:2' }],
  chains: ['toy:1', 'toy:2'],
  methods: ['toy_sign'],
}) {
  // null: the session holds none of the namespace.
  const state = given ?? undefined
  const carrier = {
    state: vi.fn(() => state),
    send: vi.fn(async (): Promise<unknown> => 'answer'),
    onUseChain: vi.fn((_: CaipNetworkId) => {}),
  }
  return { carrier, session: createRemoteSession({ namespace: 'toy', ...carrier }) }
}

describe('a remote session', () => {
  it("rule: the chain is the one the carrier set, else the wallet's first approved", () => {
    const { session } = carried()
    expect(session.chain()).toBe('toy:1')
    session.setChain('toy:2')
    expect(session.chain()).toBe('toy:2')
  })

  it("rule: addresses are the session chain's first, each once", () => {
    const { session } = carried()
    expect(session.addresses()).toEqual(['a1', 'a2'])
    session.setChain('toy:2')
    expect(session.addresses()).toEqual(['a2', 'a1'])
  })

  it('rule: without the namespace in the session there is no chain, no address and no state', () => {
    const { session } = carried(null)
    expect([session.chain(), session.addresses(), session.state()]).toEqual([undefined, [], undefined])
  })

  it("rule: the site's move (useChain) tells the carrier and changes the chain, with no chainChanged back", () => {
    const { session, carrier } = carried()
    const heard = vi.fn()
    session.on('chainChanged', heard)
    session.useChain('toy:2')
    expect(carrier.onUseChain).toHaveBeenCalledWith('toy:2')
    expect(session.chain()).toBe('toy:2')
    expect(heard).not.toHaveBeenCalled()
  })

  it("rule: the wallet's chainChanged moves the chain and reaches the listeners; destroy() stops them", () => {
    const { session } = carried()
    const heard = vi.fn()
    session.on('chainChanged', heard)
    session.emit('chainChanged', 'toy:2')
    expect(heard).toHaveBeenCalledWith('toy:2')
    expect(session.chain()).toBe('toy:2')
    session.destroy()
    session.emit('disconnect')
    session.emit('chainChanged', 'toy:1')
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it("rule: request goes to the carrier as it is, and its reply comes back unparsed", async () => {
    const { session, carrier } = carried()
    expect(await session.request('toy_sign', { message: 'm' }, 'toy:1')).toBe('answer')
    expect(carrier.send).toHaveBeenCalledWith('toy_sign', { message: 'm' }, 'toy:1')
  })
})
