import { describe, expect, it } from 'vitest'
import { createRemoteSession, isPorticoError, type CaipNetworkId, type RemoteNamespaceState } from '../../core/index.js'
import { createRemoteToyProvider, readToyReply } from '../fixtures/toychain/remote/createRemoteToyProvider.js'
import { importsOf, sourceFiles } from '../helpers/sourceImports.js'

const ADDRESS = `toy1${'ab'.repeat(20)}`
const SIGNATURE = 'c0'.repeat(64)

/** A remote session over a fake carrier: what the wallet approved, and a wallet answering with `answer`. */
function session(answer: (method: string, params: unknown) => unknown, methods = ['toy_signMessage', 'toy_getBalance']) {
  const sent: { method: string; params: unknown; chain: CaipNetworkId }[] = []
  const state: RemoteNamespaceState = { accounts: [{ address: ADDRESS, caipNetworkId: 'toy:2' }], chains: ['toy:2'], methods }
  const remote = createRemoteSession({
    namespace: 'toy',
    state: () => state,
    async send(method, params, chain) {
      sent.push({ method, params, chain })
      return answer(method, params)
    },
    onUseChain() {},
  })
  return { provider: createRemoteToyProvider(remote), sent }
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (isPorticoError(error) ? error.code : 'not coded'))

describe('the toy chain over a remote session', () => {
  it("rule: requests go to the wallet for the session's chain, with the session's account", async () => {
    const { provider, sent } = session((method) => (method === 'toy_getBalance' ? { balance: '2750000' } : { signature: SIGNATURE.toUpperCase() }))
    expect(provider.address).toBe(ADDRESS)
    expect(await provider.balance(ADDRESS)).toBe(2_750_000n)
    expect(await provider.sign('hi')).toBe(SIGNATURE)
    expect(sent).toEqual([
      { method: 'toy_getBalance', params: { address: ADDRESS }, chain: 'toy:2' },
      { method: 'toy_signMessage', params: { message: 'hi', address: ADDRESS }, chain: 'toy:2' },
    ])
  })

  it('rule: a reply other than a 64-byte hex signature or a decimal balance string is refused (INVALID_WALLET_RESULT)', async () => {
    for (const reply of [SIGNATURE, { signature: SIGNATURE.slice(2) }, { signature: `${SIGNATURE}00` }, { signature: `0x${SIGNATURE.slice(2)}` }, { signature: 1 }, null]) {
      expect(await codeOf(session(() => reply).provider.sign('hi'))).toBe('INVALID_WALLET_RESULT')
    }
    for (const reply of [{ balance: 2750000 }, { balance: '-1' }, { balance: '0x10' }, { balance: '01' }, { balance: '1'.repeat(41) }, {}]) {
      expect(await codeOf(session(() => reply).provider.balance(ADDRESS))).toBe('INVALID_WALLET_RESULT')
    }
    expect(readToyReply('toy_getBalance', { balance: '0' })).toBe('0')
  })

  it('rule: a method the wallet did not approve is refused before the wallet is asked', async () => {
    const { provider, sent } = session(() => ({ signature: SIGNATURE }), ['toy_getBalance'])
    expect(await codeOf(provider.sign('hi'))).toBe('WALLET_FEATURE_MISSING')
    expect(sent).toEqual([])
  })

  it("rule: the wallet's no is USER_REJECTED; another failure is WALLET_REQUEST_FAILED", async () => {
    const refusing = session(() => Promise.reject({ code: 4001, message: 'User rejected the request.' }))
    expect(await codeOf(refusing.provider.sign('hi'))).toBe('USER_REJECTED')
    const failing = session(() => Promise.reject({ code: -32000, message: 'the key is locked' }))
    expect(await codeOf(failing.provider.sign('hi'))).toBe('WALLET_REQUEST_FAILED')
  })

  it('rule: the toy chain package imports only portico/core and portico/react, and its own files', () => {
    const plugin = sourceFiles('tests/fixtures/toychain').filter((file) => !file.startsWith('tests/fixtures/toychain/app/'))
    expect(plugin).toContain('tests/fixtures/toychain/remote/createRemoteToyProvider.ts')
    const outside = plugin.flatMap((file) => importsOf(file)
      .filter(({ specifier, resolved }) => resolved ? !resolved.startsWith('tests/fixtures/toychain/') : !['portico/core', 'portico/react', 'react'].includes(specifier))
      .map(({ specifier }) => `${file}: ${specifier}`))
    expect(outside).toEqual([])
  })
})
