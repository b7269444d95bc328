import { describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../../../../core/types/network.js'
import { createRemoteSession, type RemoteNamespaceState } from '../../../../core/remote/RemoteSession.js'
import { createRemoteEip1193Provider } from '../../../../plugins/evm/remote/createRemoteEip1193Provider.js'
import { mockNetwork } from '../../../helpers/mockChainPlugin.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/**
 * The provider over a remote session as any carrier hands it (WalletConnect, the embedded
 * wallet): the carrier here records what reaches the wallet, and the site has an RPC node for
 * chain 1 only.
 */
function setup(state: RemoteNamespaceState | undefined = {
  accounts: [{ address: ADDRESS, caipNetworkId: 'eip155:1' }, { address: ADDRESS, caipNetworkId: 'eip155:2' }],
  chains: ['eip155:1', 'eip155:2'],
  methods: ['personal_sign', 'eth_sendTransaction'],
}) {
  const carrier = {
    held: state as RemoteNamespaceState | undefined,
    sent: [] as { method: string; params: unknown; chain: CaipNetworkId }[],
    answer: vi.fn(async (): Promise<unknown> => '0xsigned'),
    usedChains: [] as CaipNetworkId[],
  }
  const session = createRemoteSession({
    namespace: 'eip155',
    state: () => carrier.held,
    send: (method, params, chain) => {
      carrier.sent.push({ method, params, chain })
      return carrier.answer()
    },
    onUseChain: (chain) => void carrier.usedChains.push(chain),
  })
  session.setChain('eip155:1')
  const reads: { network: string; method: string }[] = []
  const siteNetworks = [mockNetwork('eip155', '1'), { ...mockNetwork('eip155', '2'), rpcUrls: { default: { http: [] } } }]
  const provider = createRemoteEip1193Provider({
    session,
    networkOf: (caipNetworkId) => siteNetworks.find((network) => network.caipNetworkId === caipNetworkId),
    siteTransport: (network) => network.rpcUrls.default.http.length === 0 ? undefined : {
      request: async ({ method }) => {
        reads.push({ network: network.caipNetworkId, method })
        return '0x10'
      },
      destroy: () => {},
    },
  })
  return { carrier, session, provider, reads }
}

describe('the EIP-1193 provider over a remote session', () => {
  it('rule: eth_chainId and eth_accounts are answered from the session, nothing is sent', async () => {
    const { provider, carrier, reads } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(carrier.sent).toEqual([])
    expect(reads).toEqual([])
  })

  it("rule: a method the wallet approved goes to the wallet on the session's chain", async () => {
    const { provider, carrier } = setup()
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe('0xsigned')
    expect(carrier.sent).toEqual([{ method: 'personal_sign', params: ['0x68', ADDRESS], chain: 'eip155:1' }])
  })

  it('rule: a switch to a chain the session approved happens here: chainChanged, the carrier told, nothing asked of the wallet', async () => {
    const { provider, carrier } = setup()
    const changes: unknown[] = []
    provider.on('chainChanged', (id) => changes.push(id))
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })).toBeNull()
    expect(changes).toEqual(['0x2'])
    expect(carrier.usedChains).toEqual(['eip155:2'])
    expect(carrier.sent).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2')
  })

  it('rule: a chain the session did not approve is 4902 without wallet_switchEthereumChain, and asked of the wallet with it', async () => {
    const without = setup()
    await expect(without.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({ code: 4902 })
    expect(without.carrier.sent).toEqual([])

    const withMethod = setup({ accounts: [{ address: ADDRESS, caipNetworkId: 'eip155:1' }], chains: ['eip155:1'], methods: ['wallet_switchEthereumChain'] })
    await withMethod.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(withMethod.carrier.sent).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }], chain: 'eip155:1' }])
    expect(await withMethod.provider.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('rule: a malformed switch request is -32602 and moves nothing', async () => {
    const { provider, carrier } = setup()
    for (const params of [[], [{}], [{ chainId: 'polygon' }], [{ chainId: '0x0' }], { chainId: '0x2' }]) {
      await expect(provider.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({ code: -32602 })
    }
    expect(carrier.usedChains).toEqual([])
  })

  it('rule: a wallet method the session did not approve is refused (4200), sent nowhere', async () => {
    const { provider, carrier, reads } = setup({ accounts: [{ address: ADDRESS, caipNetworkId: 'eip155:1' }], chains: ['eip155:1'], methods: ['personal_sign'] })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{}] })).rejects.toMatchObject({ code: 4200 })
    expect(carrier.sent).toEqual([])
    expect(reads).toEqual([])
  })

  it("rule: a read goes to the site's own node of the session's chain, never to the wallet", async () => {
    const { provider, carrier, reads } = setup()
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(reads).toEqual([{ network: 'eip155:1', method: 'eth_blockNumber' }])
    expect(carrier.sent).toEqual([])
  })

  it('rule: a read of a chain the site gave no RPC URL, or never named, is refused (4901) and sent nowhere', async () => {
    const { provider, carrier, reads } = setup({
      accounts: [{ address: ADDRESS, caipNetworkId: 'eip155:2' }, { address: ADDRESS, caipNetworkId: 'eip155:10' }],
      chains: ['eip155:2', 'eip155:10'],
      methods: ['personal_sign'],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })
    await expect(provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toMatchObject({ code: 4901 })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
    expect(reads).toEqual([])
    // A method the wallet approved still goes to the wallet: only reads need a node.
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe('0xsigned')
    expect(carrier.sent.map((sent) => sent.method)).toEqual(['personal_sign'])
  })

  it('rule: without a session every request is refused with 4900 (disconnected)', async () => {
    const { provider, carrier } = setup()
    carrier.held = undefined
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({ code: 4900 })
  })

  it("rule: the session's events reach the provider's listeners as EIP-1193 events", () => {
    const { provider, session } = setup()
    const seen: [string, unknown][] = []
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect']) provider.on(name, (value) => seen.push([name, value]))
    session.emit('chainChanged', 'eip155:2')
    session.emit('accountsChanged', [ADDRESS])
    session.emit('disconnect')
    expect(seen.map(([name]) => name)).toEqual(['chainChanged', 'accountsChanged', 'disconnect'])
    expect(seen[0]![1]).toBe('0x2')
    expect(seen[1]![1]).toEqual([ADDRESS])
    expect(seen[2]![1]).toMatchObject({ code: 4900 })
  })

  it('rule: a listener that throws stops neither the others nor the switch; a removed one hears nothing', async () => {
    const { provider } = setup()
    const after = vi.fn()
    const removed = vi.fn()
    provider.on('chainChanged', () => {
      throw new Error('site bug')
    })
    provider.on('chainChanged', after)
    provider.on('chainChanged', removed)
    provider.removeListener('chainChanged', removed)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })
    expect(after).toHaveBeenCalledWith('0x2')
    expect(removed).not.toHaveBeenCalled()
  })
})
