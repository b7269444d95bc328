import { Interface, verifyMessage } from 'ethers'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { send } from '../../../../core/actions/send.js'
import { signMessage } from '../../../../core/actions/signMessage.js'
import { switchNetwork } from '../../../../core/actions/switchNetwork.js'
import { formatUnits } from '../../../../core/format/units.js'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import type { Devnet } from '../../../../services/devnet/startDevnet.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { AnvilWallet, rpc } from '../helpers/AnvilWallet.js'
import { eip155, startEvmKernel } from '../helpers/startEvmKernel.js'

/*
 * The plugin against real chains: two anvil nodes from services/devnet, with its pUSD token (6
 * decimals) and Multicall3 at the canonical address. The wallet is an EIP-1193 test wallet that
 * forwards to anvil's unlocked accounts, announced through EIP-6963 on a window stand-in.
 */

let devnet: Devnet
let networks: Network[]
const kernels: Kernel[] = []
const cleanups: (() => void)[] = []
const erc20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
])

beforeAll(async () => {
  const { startDevnet } = await import('../../../../services/devnet/startDevnet.js')
  devnet = await startDevnet()
  networks = devnet.chains.map((chain): Network => ({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  // Discovery needs only an EventTarget window; Node has EventTarget, Event and CustomEvent.
  vi.stubGlobal('window', new EventTarget())
})
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connectedKernel(accountIndex: number, knownChains = devnet.chains) {
  const wallet = new AnvilWallet(devnet.accounts[accountIndex]!.address, knownChains, devnet.chains)
  cleanups.push(announceOnRequest(wallet, walletInfo('Anvil Wallet', 'dev.portico.anvil')))
  const kernel = await startEvmKernel({
    options: { networks },
    evm: { tokens: Object.fromEntries(networks.map((network) => [network.caipNetworkId, [devnet.token]])), pollIntervalMs: 50 },
    fetch: (input, init) => globalThis.fetch(input, init),
  })
  kernels.push(kernel)
  await connect(kernel, { connectorId: 'dev.portico.anvil' })
  const capabilities = kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
  return { kernel, wallet, capabilities }
}

const nativeBalance = async (address: string, rpcUrl = devnet.chains[0]!.rpcUrl) => BigInt(await rpc(rpcUrl, 'eth_getBalance', [address, 'latest']) as string)
const tokenBalance = async (address: string, rpcUrl = devnet.chains[0]!.rpcUrl) =>
  BigInt(await rpc(rpcUrl, 'eth_call', [{ to: devnet.token.address, data: erc20.encodeFunctionData('balanceOf', [address]) }, 'latest']) as string)

describe('evm() on a real devnet', () => {
  it('rule: getBalance reads the native balance from the node', async () => {
    const { kernel, capabilities } = await connectedKernel(1)
    const address = devnet.accounts[1]!.address
    const expected = formatUnits(await nativeBalance(address), 18)
    await expect(capabilities.getBalance({ address, network: networks[0]! })).resolves.toEqual({ balance: expected, symbol: 'ETH' })
    await vi.waitFor(() => expect(eip155(kernel).account.balance).toBe(expected))
  })

  it('rule: getTokenBalances reads pUSD through the devnet\'s Multicall3', async () => {
    const { kernel, capabilities } = await connectedKernel(1)
    const address = devnet.accounts[1]!.address
    const raw = await tokenBalance(address)
    expect(raw).toBeGreaterThan(0n)
    const balances = await capabilities.getTokenBalances({ address, network: networks[0]! })
    expect(balances).toEqual([expect.objectContaining({
      symbol: 'pUSD', chainId: networks[0]!.caipNetworkId, address: devnet.token.address,
      quantity: { decimals: '6', numeric: formatUnits(raw, 6) },
    })])
    await vi.waitFor(() => expect(eip155(kernel).account.tokenBalance.map((token) => token.symbol)).toEqual(['pUSD']))
  })

  it('rule: sending ETH moves exactly the amount and resolves once mined', async () => {
    const { kernel } = await connectedKernel(2)
    const receiver = devnet.accounts[3]!.address
    const before = await nativeBalance(receiver)
    const hash = await send(kernel, { amount: '0.25', receiverAddress: receiver, token: { symbol: 'ETH', decimals: 18 } })

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await rpc(devnet.chains[0]!.rpcUrl, 'eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })
    expect(await nativeBalance(receiver) - before).toBe(250_000_000_000_000_000n)
    expect(eip155(kernel).account.balance).toBe(formatUnits(await nativeBalance(devnet.accounts[2]!.address), 18))
  })

  it('rule: sending pUSD calls transfer on the token and moves exactly the amount', async () => {
    const { kernel } = await connectedKernel(2)
    const receiver = devnet.accounts[3]!.address
    const before = await tokenBalance(receiver)
    await send(kernel, { amount: '1.5', receiverAddress: receiver, token: { symbol: 'pUSD', decimals: 6, address: devnet.token.address } })
    expect(await tokenBalance(receiver) - before).toBe(1_500_000n)
  })

  it('rule: a mined transaction that reverted makes waitForTransaction fail with TRANSACTION_REVERTED', async () => {
    const { capabilities } = await connectedKernel(4)
    const sender = devnet.accounts[4]!.address
    const tooMuch = (await tokenBalance(sender)) + 1n
    // An explicit gas limit skips anvil's estimate, so the failing transfer is mined, reverted.
    const hash = await rpc(devnet.chains[0]!.rpcUrl, 'eth_sendTransaction', [{
      from: sender, to: devnet.token.address, gas: '0x30000', data: erc20.encodeFunctionData('transfer', [devnet.accounts[5]!.address, tooMuch]),
    }]) as string
    await expect(capabilities.waitForTransaction({ hash, network: networks[0]! })).rejects.toMatchObject({ code: 'TRANSACTION_REVERTED' })
  })

  it('rule: personal_sign through the wallet gives a signature of the account', async () => {
    const { kernel } = await connectedKernel(1)
    const message = 'Sign in to Portico ✓'
    const signature = await signMessage(kernel, { message })
    expect(verifyMessage(message, signature).toLowerCase()).toBe(devnet.accounts[1]!.address.toLowerCase())
  })

  it('rule: switching to the second devnet chain moves the wallet and the kernel; the balance is read there', async () => {
    const { kernel, wallet } = await connectedKernel(1)
    await switchNetwork(kernel, networks[1]!.caipNetworkId)
    expect(wallet.chainId).toBe(devnet.chains[1]!.chainId)
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe(networks[1]!.caipNetworkId)
    const expected = formatUnits(await nativeBalance(devnet.accounts[1]!.address, devnet.chains[1]!.rpcUrl), 18)
    await vi.waitFor(() => expect(eip155(kernel).account.balance).toBe(expected))
  })

  it('rule: a wallet that does not know the second chain adds it (4902), then switches', async () => {
    const { kernel, wallet } = await connectedKernel(1, devnet.chains.slice(0, 1))
    await switchNetwork(kernel, networks[1]!.caipNetworkId)
    expect(wallet.methods.filter((method) => method.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain',
    ])
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe(networks[1]!.caipNetworkId)
  })
})
