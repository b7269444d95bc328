import { afterEach, describe, expect, it } from 'vitest'
import { getProvider } from '../../../../core/actions/getProvider.js'
import { signMessage } from '../../../../core/actions/signMessage.js'
import { switchNetwork } from '../../../../core/actions/switchNetwork.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { evm } from '../../../../plugins/evm/index.js'
import { walletConnectPlugin } from '../../../../plugins/walletconnect/walletConnect.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockNetwork } from '../../../helpers/mockChainPlugin.js'
import { connectThroughWallet } from '../../walletconnect/helpers/connectThroughWallet.js'
import { fakeSession, fakeUniversalProvider } from '../../walletconnect/helpers/fakeUniversalProvider.js'
import { EVM_ADDRESS, settle } from '../../walletconnect/helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

/** evm() and walletConnect() as a site has them, the wallet approving chains 1 and 2 with personal_sign. */
async function evmOverWalletConnect() {
  const fake = fakeUniversalProvider()
  const reads: string[] = []
  const networks = [mockNetwork('eip155', '1', 'One'), mockNetwork('eip155', '2', 'Two')]
  const k = createTestKernel({ networks }, {
    fetch: async (input, init) => {
      reads.push(`${String(input)} ${String(init?.body)}`)
      return new Response('offline', { status: 503 })
    },
  })
    .use(evm())
    .use(walletConnectPlugin({ relayUrl: 'ws://127.0.0.1:8555' }, { initProvider: fake.initProvider }))
  await k.start()
  kernel = k
  await connectThroughWallet(k, fake.provider, fakeSession({
    eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:2:${EVM_ADDRESS}`], methods: ['personal_sign'] },
  }))
  return { kernel: k, fake, reads }
}

describe('the evm plugin over a WalletConnect session', () => {
  it("rule: the plugin's signMessage reaches the wallet over the relay with personal_sign, on the session's chain", async () => {
    const { kernel: k, fake } = await evmOverWalletConnect()
    fake.provider.answer = async () => `0x${'ab'.repeat(65)}`
    expect(await signMessage(k, { message: 'hello' })).toBe(`0x${'ab'.repeat(65)}`)
    expect(fake.provider.clientRequests).toEqual([
      { topic: fake.provider.session!.topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: ['0x68656c6c6f', EVM_ADDRESS] } },
    ])
    // Nothing went through the universal provider's own request, which may answer from hosts of its choosing.
    expect(fake.provider.requests).toEqual([])
  })

  it("rule: the wallet's refusal of a request reaches the site as 'User rejected the request'", async () => {
    const { kernel: k, fake } = await evmOverWalletConnect()
    fake.provider.answer = async () => {
      throw { code: 5000, message: 'User rejected.' }
    }
    const error = await signMessage(k, { message: 'hello' }).catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
  })

  it('rule: switchNetwork to an approved chain moves without asking the wallet, and the provider follows', async () => {
    const { kernel: k, fake } = await evmOverWalletConnect()
    const provider = getProvider(k, 'eip155')!
    await switchNetwork(k, 'eip155:2')
    expect(k.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(fake.provider.clientRequests).toEqual([])
    expect(fake.provider.defaultChains.at(-1)).toBe('eip155:2')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2')
  })

  it("rule: a read through the site's library goes to the site's RPC URL, never over the relay", async () => {
    const { kernel: k, fake, reads } = await evmOverWalletConnect()
    await getProvider(k, 'eip155')!.request({ method: 'eth_blockNumber' }).catch(() => undefined)
    expect(reads.some((read) => read.startsWith(mockNetwork('eip155', '1').rpcUrls.default.http[0]!) && read.includes('eth_blockNumber'))).toBe(true)
    expect(fake.provider.clientRequests).toEqual([])
    expect(fake.provider.requests).toEqual([])
  })

  it("rule: the wallet's chainChanged (a hex id, as EVM wallets send it) moves the kernel and the provider", async () => {
    const { kernel: k, fake } = await evmOverWalletConnect()
    const provider = getProvider(k, 'eip155')!
    const seen: unknown[] = []
    provider.on!('chainChanged', (id) => seen.push(id))
    fake.provider.emit('session_event', { topic: 't', params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: '0x2' } } })
    await settle()
    expect(k.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(seen).toEqual(['0x2'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2')
  })
})
