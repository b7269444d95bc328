// @vitest-environment happy-dom
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect, createStorage, disconnect, send, signMessage, type Kernel, type KernelStorage, type Network } from 'portico/core'
import { solana } from '../../../plugins/solana/index.js'
import { decodeBase58 } from 'portico/core'
import { verifyEd25519 } from '../../../plugins/solana/capabilities/signMessage.js'
import { solanaDevnetNetwork } from '../../../services/devnet/solana/solanaDevnetNetwork.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../services/devnet/solana/startSolanaDevnet.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { TestStandardWallet } from './helpers/TestStandardWallet.js'

let devnet: SolanaDevnet
let local: Network
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  local = solanaDevnetNetwork(devnet)
})
afterAll(() => devnet.stop())

const kernels: Kernel[] = []
const unregisters: (() => void)[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const unregister of unregisters.splice(0)) unregister()
})

const keypair = (index: number) => Keypair.fromSecretKey(devnet.accounts[index]!.secretKey)

async function start(wallet: TestStandardWallet, storage: KernelStorage = createStorage(null), register = true): Promise<Kernel> {
  if (register) unregisters.push(getWallets().register(wallet as never))
  const kernel = createTestKernel({ networks: [local], defaultNetwork: local }, { fetch: globalThis.fetch, storage })
  kernel.use(solana({ tokens: { [devnet.caipNetworkId]: [{ mint: devnet.token.mint, name: devnet.token.name, symbol: devnet.token.symbol, decimals: devnet.token.decimals }] }, pollIntervalMs: 50 }))
  kernels.push(kernel)
  await kernel.start()
  return kernel
}
const solanaChain = (kernel: Kernel) => kernel.store('chains').getState().byNamespace.solana!

describe('solana() with a Wallet Standard wallet on the local Solana', () => {
  it('rule: a registered wallet that declares standard:connect and solana:signMessage is offered, and connecting it gives its account on the network asked for', async () => {
    const wallet = new TestStandardWallet(keypair(0))
    const kernel = await start(wallet)
    const connector = kernel.store('connectors').getState().connectors.find((candidate) => candidate.chain === 'solana')
    expect(connector).toMatchObject({ id: 'standard:test solana wallet', name: 'Test Solana Wallet', type: 'WALLET_STANDARD', installed: true })
    const result = await connect(kernel, { connectorId: connector!.id, caipNetworkId: devnet.caipNetworkId })
    expect(result.accounts.map((account) => account.address)).toEqual([devnet.accounts[0]!.address])
    expect(solanaChain(kernel).network.caipNetwork?.caipNetworkId).toBe(devnet.caipNetworkId)
  })

  it('rule: a wallet without solana:signMessage, or with no Solana chain, is not offered', async () => {
    const noSigning = new TestStandardWallet(keypair(1), 'No Signing')
    Object.defineProperty(noSigning, 'features', { get: () => ({ 'standard:connect': { connect: async () => ({ accounts: [] }) } }) })
    const kernel = await start(noSigning)
    expect(kernel.store('connectors').getState().connectors.filter((connector) => connector.chain === 'solana')).toEqual([])
  })

  it('rule: the balance is SOL from the network node, and the listed SPL token shows its balance', async () => {
    const kernel = await start(new TestStandardWallet(keypair(1)))
    await connect(kernel, { connectorId: 'standard:test solana wallet', caipNetworkId: devnet.caipNetworkId })
    const capabilities = kernel.namespaces.get('solana')!.capabilities!
    const balance = await capabilities.getBalance!({ address: devnet.accounts[1]!.address, network: local })
    expect(balance.symbol).toBe('SOL')
    expect(Number(balance.balance)).toBeGreaterThan(900)
    const tokens = await capabilities.getTokenBalances!({ address: devnet.accounts[1]!.address, network: local })
    expect(tokens).toMatchObject([{ symbol: 'pTEST', address: devnet.token.mint, quantity: { numeric: expect.stringMatching(/^\d/) } }])
  })

  it('rule: signMessage returns a base58 signature that verifies with ed25519 against the account, and a wallet signing with another key is refused', async () => {
    const wallet = new TestStandardWallet(keypair(2))
    const kernel = await start(wallet)
    await connect(kernel, { connectorId: 'standard:test solana wallet', caipNetworkId: devnet.caipNetworkId })
    // The balance read a connect starts is let finish: cut short at teardown, happy-dom logs it.
    await vi.waitFor(() => expect(solanaChain(kernel).account.balance).toBeDefined())
    const signature = await signMessage(kernel, { message: 'Sign in to Portico', namespace: 'solana' })
    expect(await verifyEd25519(devnet.accounts[2]!.address, decodeBase58(signature)!, new TextEncoder().encode('Sign in to Portico'))).toBe(true)
    wallet.signWith = Keypair.generate()
    await expect(signMessage(kernel, { message: 'again', namespace: 'solana' })).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' })
    wallet.signWith = wallet.keypair
    wallet.answer = 'reject'
    await expect(signMessage(kernel, { message: 'again', namespace: 'solana' })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it("rule: sending SOL and the SPL token moves them on the chain, creating the receiver's token account", async () => {
    const kernel = await start(new TestStandardWallet(keypair(3)))
    await connect(kernel, { connectorId: 'standard:test solana wallet', caipNetworkId: devnet.caipNetworkId })
    const receiver = Keypair.generate().publicKey
    await send(kernel, { amount: '1.5', receiverAddress: receiver.toBase58(), token: { symbol: 'SOL', decimals: 9 }, namespace: 'solana' })
    const node = new Connection(devnet.rpcUrl, 'confirmed')
    expect(await node.getBalance(receiver)).toBe(1.5 * LAMPORTS_PER_SOL)
    await send(kernel, { amount: '12.25', receiverAddress: receiver.toBase58(), token: { symbol: 'pTEST', decimals: 6, address: devnet.token.mint }, namespace: 'solana' })
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(devnet.token.mint), receiver)
    expect((await node.getTokenAccountBalance(tokenAccount)).value.uiAmountString).toBe('12.25')
  })

  it("rule: a rejection in the wallet says 'Connection rejected', and a wallet that never answers fails the connect on the time-out", async () => {
    const wallet = new TestStandardWallet(keypair(0))
    wallet.answer = 'reject'
    const kernel = await start(wallet)
    await expect(connect(kernel, { connectorId: 'standard:test solana wallet' })).rejects.toThrow('Connection rejected')
    wallet.answer = 'hang'
    await expect(connect(kernel, { connectorId: 'standard:test solana wallet', timeoutMs: 200 })).rejects.toThrow('Failed to connect')
  })

  it('rule: the wallet taking the account away ends the session; disconnect asks the wallet to disconnect', async () => {
    const wallet = new TestStandardWallet(keypair(0))
    const kernel = await start(wallet)
    await connect(kernel, { connectorId: 'standard:test solana wallet', caipNetworkId: devnet.caipNetworkId })
    await disconnect(kernel, { namespace: 'solana' })
    expect(wallet.connected).toBe(false)
    expect(solanaChain(kernel).account.status).toBe('disconnected')
    await connect(kernel, { connectorId: 'standard:test solana wallet', caipNetworkId: devnet.caipNetworkId })
    wallet.emitAccounts([])
    await vi.waitFor(() => expect(solanaChain(kernel).account.status).toBe('disconnected'))
  })

  it('rule: a reload restores the account silently (standard:connect with silent), without a prompt', async () => {
    const wallet = new TestStandardWallet(keypair(0))
    const storage = createStorage(null)
    const first = await start(wallet, storage)
    await connect(first, { connectorId: 'standard:test solana wallet', caipNetworkId: devnet.caipNetworkId })
    // Its balance read done, so destroying it cuts no request short.
    await vi.waitFor(() => expect(solanaChain(first).account.balance).toBeDefined())
    await first.destroy()
    // A prompt now would never be answered: only the silent connect can restore the session.
    wallet.answer = 'hang'
    const reloaded = await start(wallet, storage, false)
    await vi.waitFor(() => expect(solanaChain(reloaded).account).toMatchObject({ status: 'connected', address: devnet.accounts[0]!.address }))
    // Back on the site's network, though the wallet lists mainnet first.
    expect(solanaChain(reloaded).network).toMatchObject({ caipNetwork: { caipNetworkId: devnet.caipNetworkId }, unsupported: false })
  })

  it('rule: a node that answers with garbage is INVALID_RPC_RESULT, not a crash', async () => {
    const garbage: typeof fetch = async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { value: 'lots' } }), { headers: { 'content-type': 'application/json' } })
    const kernel = createTestKernel({ networks: [local], defaultNetwork: local }, { fetch: garbage })
    kernel.use(solana())
    kernels.push(kernel)
    await kernel.start()
    await expect(kernel.namespaces.get('solana')!.capabilities!.getBalance!({ address: devnet.accounts[0]!.address, network: local })).rejects.toMatchObject({ code: 'INVALID_RPC_RESULT' })
  })
})
