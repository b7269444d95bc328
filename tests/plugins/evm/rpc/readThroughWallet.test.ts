// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { syncBalance } from '../../../../core/connection/syncBalance.js'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import { mainnet } from '../../../../plugins/evm/index.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { ALICE, MockEip1193Wallet, walletError } from '../helpers/MockEip1193Wallet.js'
import { eip155, startEvmKernel } from '../helpers/startEvmKernel.js'

/*
 * A network that names no RPC URL, on a kernel with no public RPC host (no `rpcUrl`): Portico has
 * no node of the site's to ask and must not pick one of its own, so reads go through the wallet.
 */

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const bare: Network = { ...mainnet, id: 4242, caipNetworkId: 'eip155:4242', name: 'Bare', rpcUrls: { default: { http: [] } } }

async function kernelWith(wallet?: MockEip1193Wallet) {
  if (wallet) cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    throw new TypeError('no host may be asked')
  })
  const kernel = await startEvmKernel({ options: { networks: [bare], rpcUrl: undefined }, fetch })
  kernels.push(kernel)
  if (wallet) await connect(kernel, { connectorId: 'com.fox' })
  return { kernel, fetch, capabilities: kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities }
}

describe('reads through the connected wallet', () => {
  it('rule: a network with no RPC URL reads its balance through the connected wallet, on that network, and no host is asked', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x1092' }).answer('eth_getBalance', () => '0xde0b6b3a7640000')
    const { kernel, fetch, capabilities } = await kernelWith(wallet)
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:4242')

    await expect(capabilities.getBalance({ address: ALICE, network: bare })).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    const asked = wallet.paramsOf('eth_getBalance')
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked.map((params) => JSON.stringify(params)))).toEqual(new Set([JSON.stringify([ALICE, 'latest'])]))
    await syncBalance(kernel, 'eip155')
    expect(eip155(kernel).account).toMatchObject({ balance: '1', balanceSymbol: 'ETH' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule: a wallet on another chain is not read for this one: WALLET_CHAIN_MISMATCH, and its balance is not asked', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x1' })
    const { capabilities } = await kernelWith(wallet)
    await expect(capabilities.getBalance({ address: ALICE, network: bare })).rejects.toMatchObject({ code: 'WALLET_CHAIN_MISMATCH' })
    expect(wallet.methods()).not.toContain('eth_getBalance')
  })

  it("rule: a wallet's own failure comes back coded, as toWalletError makes it", async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x1092' }).answer('eth_getBalance', () => {
      throw walletError(-32000, 'header not found')
    })
    const { capabilities } = await kernelWith(wallet)
    await expect(capabilities.getBalance({ address: ALICE, network: bare })).rejects.toMatchObject({ code: 'WALLET_REQUEST_FAILED' })
  })

  it('rule: with no wallet connected the read fails with INVALID_CONNECTION_STATUS, and no host is asked', async () => {
    const { fetch, capabilities } = await kernelWith()
    await expect(capabilities.getBalance({ address: ALICE, network: bare })).rejects.toMatchObject({ code: 'INVALID_CONNECTION_STATUS' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule: after the kernel is destroyed a wallet read rejects at once (RPC_TRANSPORT_DESTROYED)', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x1092' }).answer('eth_getBalance', () => '0x0')
    const { kernel, capabilities } = await kernelWith(wallet)
    await kernel.destroy()
    await expect(capabilities.getBalance({ address: ALICE, network: bare })).rejects.toMatchObject({ code: 'RPC_TRANSPORT_DESTROYED' })
    expect(wallet.methods()).not.toContain('eth_getBalance')
  })
})
