import { encodeBase58, loadOptionalPeer, SendError, type ChainCapabilities, type Network } from 'portico/core'
import { isSolanaAddress } from '../isSolanaAddress.js'
import { walletStandardChain } from '../networks/solanaNetworks.js'
import { solanaProviderOf } from '../provider/SolanaProvider.js'
import { toSolanaWalletError } from '../provider/toSolanaWalletError.js'
import { parseReply, solanaReplies } from '../rpc/solanaReplies.js'
import { SolanaError } from '../SolanaError.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import { splTokenInstructions } from './splTokenInstructions.js'
import { readMintDecimals } from './tokenAccounts.js'

type NativeParams = Parameters<ChainCapabilities['sendNative']>[0]
type TokenParams = Parameters<ChainCapabilities['sendToken']>[0]
type Runtime = Pick<SolanaRuntime, 'kernel' | 'transports' | 'preflightCommitment'>

const loadWeb3 = () => loadOptionalPeer('@solana/web3.js', () => import('@solana/web3.js'), 'solana() builds transfers with @solana/web3.js 1.x, an optional peer dependency')

/** Sends SOL: a system transfer of `amount` lamports. Resolves with the transaction's signature. */
export async function sendNative(runtime: Runtime, { address, to, amount, network, provider }: NativeParams): Promise<string> {
  checkTransfer(to, amount)
  const { PublicKey, SystemProgram } = await loadWeb3()
  return send(runtime, network, address, provider, [SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: new PublicKey(to), lamports: amount })])
}

/**
 * Sends an SPL token: a checked transfer between the two owners' associated token accounts,
 * creating the receiver's first when it has none (idempotently, paid by the sender).
 */
export async function sendToken(runtime: Runtime, { address, to, tokenAddress, amount, network, provider }: TokenParams): Promise<string> {
  checkTransfer(to, amount)
  if (!isSolanaAddress(tokenAddress)) throw new SendError('TOKEN_ADDRESS_REQUIRED', { details: 'not a Solana mint address' })
  const web3 = await loadWeb3()
  const spl = splTokenInstructions(web3)
  const [owner, receiver, mint] = [new web3.PublicKey(address), new web3.PublicKey(to), new web3.PublicKey(tokenAddress)]
  const decimals = await mintDecimals(runtime, network, tokenAddress)
  const toAccount = spl.associatedTokenAddress(receiver, mint)
  return send(runtime, network, address, provider, [
    spl.createAssociatedTokenAccountIdempotent(owner, toAccount, receiver, mint),
    spl.transferChecked(spl.associatedTokenAddress(owner, mint), mint, toAccount, owner, amount, decimals),
  ])
}

function checkTransfer(to: string, amount: bigint): void {
  if (!isSolanaAddress(to)) throw new SendError('INVALID_RECEIVER', { details: 'not a Solana address' })
  if (amount <= 0n) throw new SendError('INVALID_AMOUNT')
}

async function mintDecimals(runtime: Runtime, network: Network, mint: string): Promise<number> {
  const reply = await runtime.transports.of(network).request({ method: 'getAccountInfo', params: [mint, { encoding: 'base64', commitment: 'confirmed' }] })
  const { value } = parseReply(solanaReplies.getAccountInfo, reply, `getAccountInfo on ${network.caipNetworkId}`)
  if (!value) throw new SendError('TOKEN_ADDRESS_REQUIRED', { details: `no mint ${mint} on ${network.caipNetworkId}` })
  return readMintDecimals(value.data[0])
}

type Instruction = InstanceType<Awaited<ReturnType<typeof loadWeb3>>['TransactionInstruction']>

/**
 * Builds the transaction on the network's latest blockhash and has the wallet sign it. A wallet that
 * signs returns it to be sent through the site's node, with the preflight commitment the plugin was
 * given (SPEC's list); one that only signs and sends uses its own node. Nothing is sent twice.
 */
async function send(runtime: Runtime, network: Network, address: string, session: unknown, instructions: readonly Instruction[]): Promise<string> {
  const provider = solanaProviderOf(session)
  if (provider.publicKey !== address) throw new SolanaError('WALLET_REQUEST_FAILED', { details: 'the wallet holds another account than the sender' })
  const { PublicKey, Transaction } = await loadWeb3()
  const transport = runtime.transports.of(network)
  const latest = parseReply(solanaReplies.getLatestBlockhash, await transport.request({ method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }), `getLatestBlockhash on ${network.caipNetworkId}`)
  const transaction = new Transaction({ feePayer: new PublicKey(address), ...latest.value }).add(...instructions)
  const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const chain = walletStandardChain(network.caipNetworkId)
  if (provider.signTransaction) {
    let signed: Uint8Array
    try {
      signed = await provider.signTransaction(unsigned, chain)
    } catch (error) {
      throw toSolanaWalletError(error, 'solana:signTransaction')
    }
    const reply = await transport.request({
      method: 'sendTransaction',
      params: [btoa(String.fromCharCode(...signed)), { encoding: 'base64', preflightCommitment: runtime.preflightCommitment }],
    })
    return parseReply(solanaReplies.sendTransaction, reply, `sendTransaction on ${network.caipNetworkId}`)
  }
  if (!provider.signAndSendTransaction) throw new SolanaError('WALLET_FEATURE_MISSING', { details: 'the wallet can neither sign nor send transactions' })
  try {
    return encodeBase58(await provider.signAndSendTransaction(unsigned, chain))
  } catch (error) {
    throw toSolanaWalletError(error, 'solana:signAndSendTransaction')
  }
}
