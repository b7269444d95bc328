import { createHash } from 'node:crypto'
import { address } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { serveSolanaRpc } from './serveSolanaRpc.js'

export const SOLANA_ACCOUNT_COUNT = 4
/** solana-test-validator's RPC port, which Solana tools try first. */
export const DEFAULT_SOLANA_PORT = 8899
const SOL_PER_ACCOUNT = 1_000
const TOKEN_DECIMALS = 6
const TOKENS_PER_ACCOUNT = 1_000_000n

export interface SolanaDevnetAccount {
  /** Base58 public key. */
  address: string
  /** The 64-byte secret key (seed and public key), as @solana/web3.js' Keypair.fromSecretKey takes it. */
  secretKey: Uint8Array
}

export interface SolanaDevnet {
  rpcUrl: string
  wsUrl: string
  /** The devnet's genesis hash: its CAIP-2 id is `solana:` and the first 32 characters. */
  genesisHash: string
  caipNetworkId: `solana:${string}`
  /** The same accounts on every start, each with 1,000 SOL and 1,000,000 of the token. */
  accounts: readonly SolanaDevnetAccount[]
  token: { mint: string; name: string; symbol: string; decimals: number }
  stop(): Promise<void>
}

/**
 * A local Solana on 127.0.0.1 (LiteSVM behind our JSON-RPC), for the demo and the tests: the
 * accounts funded with SOL, and a test SPL token minted to each of them.
 */
export async function startSolanaDevnet(options: { port?: number } = {}): Promise<SolanaDevnet> {
  const ledger = createSolanaLedger()
  const accounts = Array.from({ length: SOLANA_ACCOUNT_COUNT }, (_, index) => seededKeypair(`portico solana devnet account ${index}`))
  const mintAuthority = seededKeypair('portico solana devnet mint authority')
  const mint = seededKeypair('portico solana devnet token mint')
  for (const keypair of [...accounts, mintAuthority]) ledger.airdrop(address(keypair.publicKey.toBase58()), BigInt(SOL_PER_ACCOUNT * LAMPORTS_PER_SOL))
  mintTestToken(ledger, mintAuthority, mint, accounts)

  const server = await serveSolanaRpc(ledger, options.port ?? 0)
  const genesisHash = ledger.genesisHash()
  return {
    rpcUrl: server.url,
    wsUrl: server.wsUrl,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    accounts: accounts.map((keypair) => ({ address: keypair.publicKey.toBase58(), secretKey: keypair.secretKey })),
    token: { mint: mint.publicKey.toBase58(), name: 'Portico Test Token', symbol: 'pTEST', decimals: TOKEN_DECIMALS },
    stop: () => server.stop(),
  }
}

function mintTestToken(ledger: SolanaLedger, authority: Keypair, mint: Keypair, holders: readonly Keypair[]): void {
  const rent = ledger.minimumBalanceForRentExemption(MINT_SIZE)
  send(ledger, [authority, mint], [
    SystemProgram.createAccount({ fromPubkey: authority.publicKey, newAccountPubkey: mint.publicKey, lamports: rent, space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
    createInitializeMint2Instruction(mint.publicKey, TOKEN_DECIMALS, authority.publicKey, null),
  ])
  for (const holder of holders) {
    const tokenAccount = getAssociatedTokenAddressSync(mint.publicKey, holder.publicKey)
    send(ledger, [authority], [
      createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, tokenAccount, holder.publicKey, mint.publicKey),
      createMintToInstruction(mint.publicKey, tokenAccount, authority.publicKey, TOKENS_PER_ACCOUNT * 10n ** BigInt(TOKEN_DECIMALS)),
    ])
  }
}

function send(ledger: SolanaLedger, signers: readonly Keypair[], instructions: readonly TransactionInstruction[]): void {
  const transaction = new Transaction({ feePayer: signers[0]!.publicKey, ...ledger.latestBlockhash() }).add(...instructions)
  transaction.sign(...signers)
  const result = ledger.send(transaction.serialize())
  if (!result.ok) throw new Error(`the Solana devnet could not be funded: ${JSON.stringify(result.err)}\n${result.logs.join('\n')}`)
}

/** The same key on every start, like anvil's mnemonic accounts: tests and the demo know them. */
const seededKeypair = (label: string) => Keypair.fromSeed(createHash('sha256').update(label).digest())
