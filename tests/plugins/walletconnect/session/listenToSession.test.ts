import { describe, expect, it, vi } from 'vitest'
import { listenToSession, toCaipNetworkId } from '../../../../plugins/walletconnect/session/listenToSession.js'
import { fakeUniversalProvider } from '../helpers/fakeUniversalProvider.js'

function listen() {
  const { provider } = fakeUniversalProvider()
  // The kernel registered eip155 only.
  const handlers = {
    onUri: vi.fn(), onUpdate: vi.fn(), onAccounts: vi.fn(), onChain: vi.fn(), onDelete: vi.fn(),
    knows: (namespace: string) => namespace === 'eip155',
    // As a chain plugin that reads its own chain ids would (here: hex only).
    readChain: (namespace: string, data: unknown) => (typeof data === 'string' && data.startsWith('0x') ? `${namespace}:${BigInt(data)}` as const : undefined),
  }
  const stop = listenToSession(provider, handlers)
  return { provider, handlers, stop }
}

const event = (chainId: unknown, name: string, data: unknown) => ({ topic: 't', params: { chainId, event: { name, data } } })

describe('listenToSession', () => {
  it('rule: display_uri, session_update and session_delete reach their handlers', () => {
    const { provider, handlers } = listen()
    provider.emit('display_uri', 'wc:abc@2?x=1')
    provider.emit('display_uri', 42)
    provider.emit('session_update', { topic: 't', params: { namespaces: {} } })
    provider.emit('session_delete', { topic: 't' })
    expect(handlers.onUri.mock.calls).toEqual([['wc:abc@2?x=1']])
    expect(handlers.onUpdate).toHaveBeenCalledTimes(1)
    expect(handlers.onDelete).toHaveBeenCalledTimes(1)
  })

  it("rule: a wallet's accountsChanged and chainChanged name the namespace of the event's chain", () => {
    const { provider, handlers } = listen()
    provider.emit('session_event', event('eip155:1', 'accountsChanged', ['eip155:1:0xabc', 7]))
    provider.emit('session_event', event('eip155:1', 'chainChanged', '0x89'))
    expect(handlers.onAccounts).toHaveBeenCalledWith('eip155', ['eip155:1:0xabc'])
    expect(handlers.onChain).toHaveBeenCalledWith('eip155', 'eip155:137')
  })

  it('rule: events of an unknown namespace or without a chain are dropped', () => {
    const { provider, handlers } = listen()
    provider.emit('session_event', event('hostile:1', 'chainChanged', 1))
    provider.emit('session_event', event(undefined, 'accountsChanged', []))
    provider.emit('session_event', undefined)
    expect(handlers.onChain).not.toHaveBeenCalled()
    expect(handlers.onAccounts).not.toHaveBeenCalled()
  })

  it('rule: stopping removes every listener it added', () => {
    const { provider, stop } = listen()
    expect(provider.listenerCount()).toBe(4)
    stop()
    expect(provider.listenerCount()).toBe(0)
  })
})

describe('toCaipNetworkId', () => {
  it.each([
    [137, 'toy:137'],
    ['137', 'toy:137'],
    ['toy:137', 'toy:137'],
  ])('rule: %j from a wallet is the network id %s', (data, expected) => {
    expect(toCaipNetworkId('toy', data)).toBe(expected)
  })

  it.each([[0], [-1], [1.5], [''], ['a:b:c'], [{}], [null], ['x'.repeat(40)]])('rule: %j is no chain id', (data) => {
    expect(toCaipNetworkId('toy', data)).toBeUndefined()
  })
})
