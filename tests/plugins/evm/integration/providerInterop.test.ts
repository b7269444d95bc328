import { BrowserProvider, parseEther } from 'ethers'
import { createPublicClient, createWalletClient, custom } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { disconnect } from '../../../../core/actions/disconnect.js'
import { getProvider } from '../../../../core/actions/getProvider.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import { devnetNetworks } from '../../../../services/devnet/devnetNetworks.js'
import type { Devnet } from '../../../../services/devnet/startDevnet.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { AnvilWallet, rpc } from '../helpers/AnvilWallet.js'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

/*
 * docs/viem-and-ethers.md's recipes against a real chain: the provider getProvider hands out,
 * wrapped by a real viem custom() transport and a real ethers BrowserProvider, reads and sends on
 * anvil through the test wallet that holds the kernel's session.
 */

let devnet: Devnet
let networks: Network[]
const kernels: Kernel[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  const { startDevnet } = await import('../../../../services/devnet/startDevnet.js')
  devnet = await startDevnet()
  networks = devnetNetworks(devnet)
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget())
})
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connectedKernel(accountIndex: number) {
  const wallet = new AnvilWallet(devnet.accounts[accountIndex]!.address, devnet.chains)
  cleanups.push(announceOnRequest(wallet, walletInfo('Anvil Wallet', 'dev.portico.anvil')))
  const kernel = await startEvmKernel({ options: { networks }, fetch: (input, init) => globalThis.fetch(input, init) })
  kernels.push(kernel)
  await connect(kernel, { connectorId: 'dev.portico.anvil' })
  return { kernel, wallet, address: devnet.accounts[accountIndex]!.address as `0x${string}` }
}

const balanceOf = async (address: string) => BigInt(await rpc(devnet.chains[0]!.rpcUrl, 'eth_getBalance', [address, 'latest']) as string)

describe('getProvider with viem and ethers on a real devnet', () => {
  it("rule: getProvider(kernel, 'eip155') is the connected wallet's own provider, and undefined before and after", async () => {
    const wallet = new AnvilWallet(devnet.accounts[1]!.address, devnet.chains)
    cleanups.push(announceOnRequest(wallet, walletInfo('Anvil Wallet', 'dev.portico.anvil')))
    const kernel = await startEvmKernel({ options: { networks }, fetch: (input, init) => globalThis.fetch(input, init) })
    kernels.push(kernel)
    expect(getProvider(kernel, 'eip155')).toBeUndefined()
    await connect(kernel, { connectorId: 'dev.portico.anvil' })
    expect(getProvider(kernel, 'eip155')).toBe(wallet)
    await disconnect(kernel, { namespace: 'eip155' })
    expect(getProvider(kernel, 'eip155')).toBeUndefined()
  })

  it('rule: a viem custom() transport over it reads the chain id and balance and sends a transaction that is mined', async () => {
    const { kernel, wallet, address } = await connectedKernel(6)
    // The recipe's line, with no cast: the type comes from the evm plugin's ProviderRegistry entry.
    const provider = getProvider(kernel, 'eip155')!
    const client = createWalletClient({ account: address, transport: custom(provider) })
    const reader = createPublicClient({ transport: custom(provider) })

    expect(await client.getChainId()).toBe(devnet.chains[0]!.chainId)
    expect(await reader.getBalance({ address })).toBe(await balanceOf(address))
    const receiver = devnet.accounts[7]!.address as `0x${string}`
    const before = await balanceOf(receiver)
    const hash = await client.sendTransaction({ to: receiver, value: 10n ** 17n, chain: null })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf(receiver) - before).toBe(10n ** 17n)
    expect(wallet.methods).toContain('eth_sendTransaction')
  })

  it('rule: an ethers BrowserProvider over it reads the chain id and balance and sends a transaction that is mined', async () => {
    const { kernel, wallet, address } = await connectedKernel(8)
    const browser = new BrowserProvider(getProvider(kernel, 'eip155')!)

    expect((await browser.getNetwork()).chainId).toBe(BigInt(devnet.chains[0]!.chainId))
    expect(await browser.getBalance(address)).toBe(await balanceOf(address))
    const signer = await browser.getSigner()
    expect((await signer.getAddress()).toLowerCase()).toBe(address.toLowerCase())
    const receiver = devnet.accounts[9]!.address
    const before = await balanceOf(receiver)
    const sent = await signer.sendTransaction({ to: receiver, value: parseEther('0.2') })
    expect((await sent.wait())?.status).toBe(1)
    expect(await balanceOf(receiver) - before).toBe(parseEther('0.2'))
    expect(wallet.methods).toContain('eth_sendTransaction')
  })
})
