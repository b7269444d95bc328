import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { TransportCache } from '../../../../core/chain/createTransportCache.js'
import { getTokenBalances } from '../../../../plugins/evm/capabilities/balances.js'
import { readWalletAssets } from '../../../../plugins/evm/capabilities/walletAssets.js'
import { startTestKernel } from '../../../core/connection/startTestKernel.js'
import { mockNetwork } from '../../../helpers/mockChainPlugin.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const network = mockNetwork('eip155', '31337', 'Local')
const USD = { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', balance: '0x4a817c800', type: 'ERC20', metadata: { name: 'Portico USD', symbol: 'pUSD', decimals: 6, price: 1, iconUrl: 'https://icons.test/pusd.png' } }
const NATIVE = { address: '0x0000000000000000000000000000000000000000', balance: '0x1', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

/** A connected eip155 account whose wallet answers the asset methods as given. */
async function wallet(answers: { capabilities?: unknown; assets?: unknown }) {
  const calls: string[] = []
  const provider = {
    async request({ method }: { method: string }) {
      calls.push(method)
      if (method === 'wallet_getCapabilities') return answers.capabilities ?? { '0x7a69': { assetDiscovery: { supported: true } } }
      if (method === 'wallet_getAssets') return answers.assets
      throw new Error(`unexpected ${method}`)
    },
  }
  const made = await startTestKernel({ eip155: { networks: [network], provider, wallet: { accounts: [ALICE], caipNetworkId: network.caipNetworkId } } })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  return { kernel: made.kernel, calls }
}

describe('readWalletAssets', () => {
  it("rule: a wallet that discovers assets is asked with wallet_getAssets, and its ERC20 assets become token balances with the wallet's price", async () => {
    const { kernel, calls } = await wallet({ assets: { '0x7a69': [NATIVE, USD] } })
    expect(await readWalletAssets(kernel, { address: ALICE, network })).toEqual([{
      name: 'Portico USD', symbol: 'pUSD', chainId: 'eip155:31337', address: USD.address,
      quantity: { decimals: '6', numeric: '20000' }, iconUrl: 'https://icons.test/pusd.png', price: 1,
    }])
    expect(calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
  })

  it('rule: a wallet that does not say it discovers assets on the chain is not asked for them', async () => {
    const { kernel, calls } = await wallet({ capabilities: { '0x1': { assetDiscovery: { supported: true } } } })
    expect(await readWalletAssets(kernel, { address: ALICE, network })).toBeUndefined()
    expect(calls).toEqual(['wallet_getCapabilities'])
  })

  it.each([
    ['a balance that is not a string', { ...USD, balance: 20000 }],
    ['an address that is not a string', { ...USD, address: null }],
    ['a type other than ERC20 or NATIVE', { ...USD, type: 'ERC721' }],
    ['metadata of the wrong types', { ...USD, metadata: { ...USD.metadata, decimals: '6' } }],
    ['a balance that is not a number', { ...USD, balance: 'lots' }],
  ])('rule: an asset response with %s is not valid (SPEC section 5): the chain is read instead', async (_, asset) => {
    const { kernel } = await wallet({ assets: { '0x7a69': [asset, USD] } })
    expect(await readWalletAssets(kernel, { address: ALICE, network })).toBeUndefined()
  })

  describe('getTokenBalances', () => {
    // No tokens configured: the chain is never read, so only the wallet could answer.
    const runtime = (kernel: Kernel) => ({ kernel, tokens: {}, transports: { of: () => { throw new Error('the chain is not read here') } } as unknown as TransportCache })

    it('rule: a token list the visitor opened (askWallet) asks the wallet first and uses its valid answer', async () => {
      const { kernel, calls } = await wallet({ assets: { '0x7a69': [USD] } })
      expect((await getTokenBalances(runtime(kernel), { address: ALICE, network, askWallet: true })).map((token) => token.symbol)).toEqual(['pUSD'])
      expect(calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    })

    it('rule: a balance refresh (on connect, on a switch) never asks the wallet anything', async () => {
      const { kernel, calls } = await wallet({ assets: { '0x7a69': [USD] } })
      expect(await getTokenBalances(runtime(kernel), { address: ALICE, network })).toEqual([])
      expect(calls).toEqual([])
    })
  })
})
