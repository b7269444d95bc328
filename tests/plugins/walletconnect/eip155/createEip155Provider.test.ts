import { afterEach, describe, expect, it, vi } from 'vitest'
import { signMessage } from '../../../../core/actions/signMessage.js'
import { switchNetwork } from '../../../../core/actions/switchNetwork.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { evm } from '../../../../plugins/evm/index.js'
import type { WalletConnectConnector } from '../../../../plugins/walletconnect/connector/createWalletConnectConnector.js'
import type { Eip1193Like } from '../../../../plugins/walletconnect/eip155/Eip1193Like.js'
import { walletConnectPlugin } from '../../../../plugins/walletconnect/walletConnect.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockNetwork } from '../../../helpers/mockChainPlugin.js'
import { connectThroughWallet } from '../helpers/connectThroughWallet.js'
import { fakeSession, fakeUniversalProvider } from '../helpers/fakeUniversalProvider.js'
import { bothNamespaces, EVM_ADDRESS, settle, SOLANA_REFERENCE, walletConnectKernel } from '../helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const providerOf = (k: Kernel): Eip1193Like => {
  const connector = k.store('connectors').getState().connectors.find((c) => c.id === 'walletConnect' && c.chain === 'eip155') as WalletConnectConnector
  const provider = connector.getProvider!()
  if (!provider || 'kind' in provider) throw new Error('the eip155 connector handed over no EIP-1193 provider')
  return provider
}

/** eip155 chains 1 and 2 approved, with the methods given. */
async function connected(methods: string[] = ['personal_sign', 'eth_sendTransaction']) {
  const made = await walletConnectKernel()
  kernel = made.kernel
  await connectThroughWallet(made.kernel, made.fake.provider, bothNamespaces(methods))
  return { ...made, provider: providerOf(made.kernel) }
}

describe('the eip155 provider over the session', () => {
  it('rule: eth_chainId and eth_accounts are answered from the session on the active chain', async () => {
    const { provider, fake } = await connected()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EVM_ADDRESS])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([EVM_ADDRESS])
    expect(fake.provider.requests).toEqual([])
  })

  it('rule: wallet requests go to the SDK with the active chain', async () => {
    const { provider, fake } = await connected()
    fake.provider.answer = async () => '0xsigned'
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', EVM_ADDRESS] })).toBe('0xsigned')
    expect(fake.provider.requests).toEqual([{ args: { method: 'personal_sign', params: ['0x68', EVM_ADDRESS] }, chain: 'eip155:1' }])
  })

  it('rule: a switch to a chain the session approved happens here, emits chainChanged and moves the kernel', async () => {
    const { provider, fake, kernel: k } = await connected()
    const changes: unknown[] = []
    provider.on('chainChanged', (id) => changes.push(id))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })
    expect(changes).toEqual(['0x2'])
    expect(fake.provider.defaultChains.at(-1)).toBe('eip155:2')
    expect(fake.provider.requests).toEqual([])
    expect(k.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2')
  })

  it('rule: a chain the session did not approve is 4902 without wallet_switchEthereumChain, and asked of the wallet with it', async () => {
    const without = await connected()
    await expect(without.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({ code: 4902 })
    await without.kernel.destroy()

    const withMethod = await connected(['wallet_switchEthereumChain'])
    await withMethod.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(withMethod.fake.provider.requests).toEqual([
      { args: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }, chain: 'eip155:1' },
    ])
    expect(await withMethod.provider.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('rule: a wallet method the session did not approve is refused (4200), never sent to an RPC node', async () => {
    const { provider, fake } = await connected(['personal_sign'])
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{}] })).rejects.toMatchObject({ code: 4200 })
    expect(fake.provider.requests).toEqual([])
  })

  it("rule: reads go through the SDK, which sends them to the site's RPC map", async () => {
    const { provider, fake } = await connected()
    await provider.request({ method: 'eth_blockNumber' })
    expect(fake.provider.requests).toEqual([{ args: { method: 'eth_blockNumber' }, chain: 'eip155:1' }])
  })

  it("rule: a read of a chain the site gave no RPC URL is refused (4901), never left to the SDK, which would send it to WalletConnect's RPC", async () => {
    const made = await walletConnectKernel({
      kernel: { networks: [mockNetwork('eip155', '1'), { ...mockNetwork('eip155', '2'), rpcUrls: { default: { http: [] } } }, mockNetwork('solana', SOLANA_REFERENCE)] },
    })
    kernel = made.kernel
    await connectThroughWallet(made.kernel, made.fake.provider, bothNamespaces())
    const provider = providerOf(made.kernel)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })
    await expect(provider.request({ method: 'eth_getBalance', params: [EVM_ADDRESS, 'latest'] })).rejects.toMatchObject({ code: 4901 })
    expect(made.fake.provider.requests).toEqual([])
    // A method the wallet approved still goes to the wallet: only reads need an RPC node.
    made.fake.provider.answer = async () => '0xsigned'
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', EVM_ADDRESS] })).toBe('0xsigned')
  })

  it("rule: a read of a chain the wallet approved beyond the site's networks is refused (4901)", async () => {
    const made = await walletConnectKernel()
    kernel = made.kernel
    await connectThroughWallet(made.kernel, made.fake.provider, fakeSession({
      eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:10:${EVM_ADDRESS}`], methods: ['personal_sign'] },
    }))
    const provider = providerOf(made.kernel)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
    expect(made.fake.provider.requests).toEqual([])
  })

  it("rule: wallet_getCallsStatus goes to the wallet through the sign client, not to the SDK's bundler lookup", async () => {
    const { provider, fake } = await connected(['wallet_sendCalls', 'wallet_getCallsStatus'])
    fake.provider.answer = async () => ({ status: 200 })
    expect(await provider.request({ method: 'wallet_getCallsStatus', params: ['0xabc'] })).toEqual({ status: 200 })
    expect(fake.provider.clientRequests).toEqual([
      { topic: fake.provider.session!.topic, chainId: 'eip155:1', request: { method: 'wallet_getCallsStatus', params: ['0xabc'] } },
    ])
    expect(fake.provider.requests).toEqual([])
  })

  it('rule: without a session every request is refused with 4900 (disconnected)', async () => {
    const { provider, fake } = await connected()
    fake.provider.session = undefined
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
  })

  it("rule: the wallet's session events reach the provider's listeners", async () => {
    const { provider, fake } = await connected()
    const seen: [string, unknown][] = []
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect']) provider.on(name, (value) => seen.push([name, value]))
    fake.provider.emit('session_event', { topic: 't', params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 2 } } })
    fake.provider.emit('session_event', { topic: 't', params: { chainId: 'eip155:2', event: { name: 'accountsChanged', data: [`eip155:2:${EVM_ADDRESS}`] } } })
    fake.provider.emit('session_delete', { topic: 't' })
    await settle()
    expect(seen.map(([name]) => name)).toEqual(['chainChanged', 'accountsChanged', 'disconnect'])
    expect(seen[0]![1]).toBe('0x2')
    expect(seen[1]![1]).toEqual([EVM_ADDRESS])
    expect(seen[2]![1]).toMatchObject({ code: 4900 })
  })

  it('rule: a listener that throws stops neither the others nor the plugin', async () => {
    const { provider } = await connected()
    const after = vi.fn()
    provider.on('chainChanged', () => {
      throw new Error('site bug')
    })
    provider.on('chainChanged', after)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })
    expect(after).toHaveBeenCalledWith('0x2')
  })
})

describe('with the evm plugin', () => {
  async function evmKernel() {
    const fake = fakeUniversalProvider()
    const networks = [mockNetwork('eip155', '1', 'One'), mockNetwork('eip155', '2', 'Two')]
    const k = createTestKernel({ networks }, { fetch: async () => new Response('offline', { status: 503 }) })
      .use(evm())
      .use(walletConnectPlugin({ relayUrl: 'ws://127.0.0.1:8555' }, { initProvider: fake.initProvider }))
    await k.start()
    kernel = k
    await connectThroughWallet(k, fake.provider, fakeSession({
      eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:2:${EVM_ADDRESS}`], methods: ['personal_sign'] },
    }))
    return { kernel: k, fake }
  }

  it("rule: the evm plugin's signMessage reaches the wallet through getProvider() with personal_sign", async () => {
    const { kernel: k, fake } = await evmKernel()
    fake.provider.answer = async () => `0x${'ab'.repeat(65)}`
    expect(await signMessage(k, { message: 'hello' })).toBe(`0x${'ab'.repeat(65)}`)
    expect(fake.provider.requests[0]).toEqual({ args: { method: 'personal_sign', params: ['0x68656c6c6f', EVM_ADDRESS] }, chain: 'eip155:1' })
  })

  it("rule: the wallet's refusal of a request reaches the site as 'User rejected the request'", async () => {
    const { kernel: k, fake } = await evmKernel()
    fake.provider.answer = async () => {
      throw { code: 5000, message: 'User rejected.' }
    }
    const error = await signMessage(k, { message: 'hello' }).catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
  })

  it('rule: switchNetwork to an approved chain moves without asking the wallet', async () => {
    const { kernel: k, fake } = await evmKernel()
    await switchNetwork(k, 'eip155:2')
    expect(k.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(fake.provider.requests).toEqual([])
  })
})
