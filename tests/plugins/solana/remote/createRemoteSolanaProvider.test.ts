import { Connection, Keypair, LAMPORTS_PER_SOL, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58, send, signMessage, type Kernel, type Network } from 'portico/core'
import { solana } from '../../../../plugins/solana/index.js'
import { walletConnectPlugin } from '../../../../plugins/walletconnect/walletConnect.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../../services/devnet/solana/startSolanaDevnet.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { sign } from '../helpers/TestStandardWallet.js'
import { connectThroughWallet } from '../../walletconnect/helpers/connectThroughWallet.js'
import { fakeSession, fakeUniversalProvider, type FakeProvider } from '../../walletconnect/helpers/fakeUniversalProvider.js'
import { LOCAL_RELAY } from '../../walletconnect/helpers/walletConnectKernel.js'

let devnet: SolanaDevnet
let local: Network
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  local = {
    id: devnet.genesisHash.slice(0, 32), caipNetworkId: devnet.caipNetworkId, chainNamespace: 'solana', name: 'Portico Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [devnet.rpcUrl] } },
  }
})
afterAll(() => devnet.stop())
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

/** A kernel with the real solana plugin and walletConnect over the fake SDK, connected to a wallet that signs with `keypair`. */
async function connectedOverWalletConnect(keypair: Keypair, methods: string[], signWith = keypair): Promise<{ kernel: Kernel; fake: FakeProvider }> {
  const fake = fakeUniversalProvider()
  const kernel = createTestKernel({ networks: [local], defaultNetwork: local }, { fetch: globalThis.fetch })
    .use(solana({ pollIntervalMs: 50 }))
    .use(walletConnectPlugin({ relayUrl: LOCAL_RELAY }, { initProvider: fake.initProvider }))
  kernels.push(kernel)
  await kernel.start()
  fake.provider.answer = async ({ method, params }) => {
    const given = params as Record<string, string>
    if (method === 'solana_signMessage') return { signature: encodeBase58(await sign(signWith, decodeBase58(given.message!)!)) }
    if (method === 'solana_signTransaction') {
      const transaction = Transaction.from(Buffer.from(given.transaction!, 'base64'))
      return { signature: encodeBase58(await sign(signWith, transaction.serializeMessage())) }
    }
    throw new Error(`no answer for ${method}`)
  }
  const session = fakeSession({ solana: { accounts: [`${devnet.caipNetworkId}:${keypair.publicKey.toBase58()}`], methods } })
  await connectThroughWallet(kernel, fake.provider, session, 'solana')
  return { kernel, fake: fake.provider }
}

describe('the solana provider over a remote session (WalletConnect)', () => {
  it('rule: solana_signMessage carries the message in base58 and the pubkey, and the signature is checked with ed25519', async () => {
    const wallet = Keypair.fromSecretKey(devnet.accounts[0]!.secretKey)
    const { kernel, fake } = await connectedOverWalletConnect(wallet, ['solana_signMessage'])
    const signature = await signMessage(kernel, { message: 'hello', namespace: 'solana' })
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(fake.clientRequests.at(-1)).toMatchObject({
      request: { method: 'solana_signMessage', params: { message: encodeBase58(new TextEncoder().encode('hello')), pubkey: wallet.publicKey.toBase58() } },
      chainId: devnet.caipNetworkId,
    })
  })

  it('rule: a signature by another key is refused, and a method the wallet did not approve is never asked', async () => {
    const wallet = Keypair.fromSecretKey(devnet.accounts[1]!.secretKey)
    const { kernel, fake } = await connectedOverWalletConnect(wallet, ['solana_signMessage'], Keypair.generate())
    await expect(signMessage(kernel, { message: 'hello', namespace: 'solana' })).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' })
    const asked = fake.clientRequests.length
    await expect(send(kernel, { amount: '1', receiverAddress: Keypair.generate().publicKey.toBase58(), token: { symbol: 'SOL', decimals: 9 }, namespace: 'solana' }))
      .rejects.toThrow('the wallet did not approve solana_signTransaction')
    expect(fake.clientRequests.length).toBe(asked)
  })

  it('rule: a transfer signed through solana_signTransaction (the signature alone) is completed and lands on the chain', async () => {
    const wallet = Keypair.fromSecretKey(devnet.accounts[2]!.secretKey)
    const { kernel } = await connectedOverWalletConnect(wallet, ['solana_signMessage', 'solana_signTransaction'])
    const receiver = Keypair.generate().publicKey
    await send(kernel, { amount: '0.25', receiverAddress: receiver.toBase58(), token: { symbol: 'SOL', decimals: 9 }, namespace: 'solana' })
    expect(await new Connection(devnet.rpcUrl, 'confirmed').getBalance(receiver)).toBe(0.25 * LAMPORTS_PER_SOL)
  })
})
