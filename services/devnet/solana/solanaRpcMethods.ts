import { getAddressDecoder, getBase64Codec, isAddress, type Address, type EncodedAccount } from '@solana/kit'
import * as z from 'zod'
import type { SendResult, SolanaLedger, SignatureStatus } from './createSolanaLedger.js'

/** A JSON-RPC error as Solana nodes answer it (code, message, and data for a failed preflight). */
export class SolanaRpcError extends Error {
  constructor(readonly code: number, message: string, readonly data?: unknown) {
    super(message)
  }
}

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
const TOKEN_ACCOUNT_BYTES = 165
const MAX_ACCOUNTS_PER_CALL = 100
const SOLANA_CORE_VERSION = '2.2.0'
const base64 = getBase64Codec()
const addressCodec = getAddressDecoder()

const pubkey = z.string().refine((value) => isAddress(value), 'must be a base58 public key of 32 bytes').transform((value) => value as Address)
const config = z.object({ commitment: z.string().optional(), encoding: z.string().optional(), minContextSlot: z.number().optional() }).loose()
const wireTransaction = z.string().max(2_000)
const sendConfig = z.object({
  encoding: z.enum(['base58', 'base64']).optional(),
  skipPreflight: z.boolean().optional(),
  // SPEC section 5's list of preflight commitments.
  preflightCommitment: z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']).optional(),
  maxRetries: z.number().optional(),
  minContextSlot: z.number().optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  commitment: z.string().optional(),
}).loose()

type Handler = (ledger: SolanaLedger, params: unknown) => unknown
const method = <S extends z.ZodType>(params: S, run: (ledger: SolanaLedger, params: z.output<S>) => unknown): Handler =>
  (ledger, raw) => {
    const parsed = params.safeParse(raw ?? [])
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new SolanaRpcError(-32602, `Invalid params: ${issue?.path.join('.') || 'params'} ${issue?.message ?? 'not accepted'}`)
    }
    return run(ledger, parsed.data)
  }
const withContext = (ledger: SolanaLedger, value: unknown) => ({ context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() }, value })

/**
 * The Solana JSON-RPC methods that @solana/web3.js 1.x and @solana/spl-token call to read balances,
 * send and confirm transfers, each with its params parsed by a schema. Account data is base64,
 * the encoding those clients ask for; any other is refused rather than answered wrongly.
 */
export const SOLANA_RPC_METHODS: Readonly<Record<string, Handler>> = {
  getHealth: method(z.tuple([]), () => 'ok'),
  getVersion: method(z.tuple([]), () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 })),
  getGenesisHash: method(z.tuple([]), (ledger) => ledger.genesisHash()),
  getSlot: method(z.tuple([config.optional()]), (ledger) => ledger.slot()),
  getBlockHeight: method(z.tuple([config.optional()]), (ledger) => ledger.blockHeight()),
  getLatestBlockhash: method(z.tuple([config.optional()]), (ledger) => withContext(ledger, ledger.latestBlockhash())),
  isBlockhashValid: method(z.tuple([z.string().max(64), config.optional()]), (ledger, [blockhash]) => withContext(ledger, ledger.isBlockhashValid(blockhash))),
  getFeeForMessage: method(z.tuple([z.string().max(2_000), config.optional()]), (ledger) => withContext(ledger, 5_000)),
  getMinimumBalanceForRentExemption: method(z.tuple([z.number().int().min(0).max(10 * 1024 * 1024), config.optional()]), (ledger, [bytes]) => ledger.minimumBalanceForRentExemption(bytes)),
  getBalance: method(z.tuple([pubkey, config.optional()]), (ledger, [owner]) => withContext(ledger, Number(ledger.account(owner)?.lamports ?? 0n))),
  getAccountInfo: method(z.tuple([pubkey, config.optional()]), (ledger, [owner, options]) => {
    base64Only(options?.encoding)
    const account = ledger.account(owner)
    return withContext(ledger, account ? accountJson(account) : null)
  }),
  getMultipleAccounts: method(z.tuple([z.array(pubkey).max(MAX_ACCOUNTS_PER_CALL), config.optional()]), (ledger, [owners, options]) => {
    base64Only(options?.encoding)
    return withContext(ledger, owners.map((owner) => {
      const account = ledger.account(owner)
      return account ? accountJson(account) : null
    }))
  }),
  getTokenAccountsByOwner: method(z.tuple([pubkey, z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })]), config.optional()]), (ledger, [owner, filter, options]) => {
    base64Only(options?.encoding)
    const accounts = ledger.programAccounts(TOKEN_PROGRAM).filter((account) => {
      const token = readTokenAccount(account)
      return token !== undefined && token.owner === owner && ('mint' in filter ? token.mint === filter.mint : filter.programId === TOKEN_PROGRAM)
    })
    return withContext(ledger, accounts.map((account) => ({ pubkey: account.address, account: accountJson(account) })))
  }),
  getTokenAccountBalance: method(z.tuple([pubkey, config.optional()]), (ledger, [tokenAccount]) => {
    const account = ledger.account(tokenAccount)
    const token = account && readTokenAccount(account)
    if (!token) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
    const mint = ledger.account(token.mint)
    const decimals = mint ? mint.data[44] ?? 0 : 0
    return withContext(ledger, uiAmount(token.amount, decimals))
  }),
  requestAirdrop: method(z.tuple([pubkey, z.number().int().positive().max(1_000_000 * 1e9), config.optional()]), (ledger, [to, amount]) =>
    signatureOf(ledger.airdrop(to, BigInt(amount)))),
  sendTransaction: method(z.tuple([wireTransaction, sendConfig.optional()]), (ledger, [wire, options]) =>
    signatureOf(ledger.send(decodeWire(wire, options?.encoding)))),
  simulateTransaction: method(z.tuple([wireTransaction, sendConfig.optional()]), (ledger, [wire, options]) => {
    const simulated = ledger.simulate(decodeWire(wire, options?.encoding))
    return withContext(ledger, { err: simulated.ok ? null : simulated.err, logs: simulated.logs, accounts: null, unitsConsumed: simulated.unitsConsumed, returnData: null })
  }),
  // What an indexer reads an account's history with: its signatures, newest first, then each transaction.
  getSignaturesForAddress: method(
    z.tuple([pubkey, z.object({ limit: z.number().int().min(1).max(1_000).optional(), before: z.string().max(100).optional(), until: z.string().max(100).optional() }).loose().optional()]),
    (ledger, [address, options]) => ledger.log.signaturesFor(address, { limit: options?.limit ?? 1_000, before: options?.before, until: options?.until })
      .map(({ signature, slot, blockTime }) => ({ signature, slot, err: null, memo: null, blockTime, confirmationStatus: 'finalized' })),
  ),
  getTransaction: method(
    z.tuple([z.string().max(100), z.object({ encoding: z.string().optional(), maxSupportedTransactionVersion: z.number().optional() }).loose().optional()]),
    (ledger, [signature, options]) => {
      if (options?.encoding !== undefined && options.encoding !== 'json') throw new SolanaRpcError(-32602, `Invalid params: encoding ${options.encoding.slice(0, 20)} is not served by this devnet; ask for json`)
      const landed = ledger.log.transaction(signature)
      if (landed?.version === 0 && options?.maxSupportedTransactionVersion === undefined) {
        throw new SolanaRpcError(-32015, 'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0')
      }
      return landed ?? null
    },
  ),
  getSignatureStatuses: method(z.tuple([z.array(z.string().max(100)).max(256), config.optional()]), (ledger, [signatures]) =>
    withContext(ledger, signatures.map((signature) => {
      const status = ledger.status(signature)
      return status ? signatureStatusJson(status) : null
    }))),
}

/** A status as getSignatureStatuses writes it: every landed transaction is final on a devnet. */
export function signatureStatusJson(status: SignatureStatus) {
  return { slot: status.slot, confirmations: null, err: status.err, status: status.err === null ? { Ok: null } : { Err: status.err }, confirmationStatus: 'finalized' }
}

function signatureOf(result: SendResult): string {
  if (result.ok) return result.signature
  // As a validator's preflight answers: web3.js shows the logs of a SendTransactionError.
  throw new SolanaRpcError(-32002, `Transaction simulation failed: ${typeof result.err === 'string' ? result.err : JSON.stringify(result.err)}`, {
    err: result.err, logs: result.logs, accounts: null, unitsConsumed: result.unitsConsumed, returnData: null,
  })
}

function decodeWire(wire: string, encoding: 'base58' | 'base64' | undefined): Uint8Array {
  if (encoding === 'base58') throw new SolanaRpcError(-32602, 'Invalid params: send transactions base64-encoded')
  try {
    return new Uint8Array(base64.encode(wire))
  } catch {
    throw new SolanaRpcError(-32602, 'Invalid params: the transaction is not valid base64')
  }
}

function base64Only(encoding: string | undefined): void {
  if (encoding !== undefined && encoding !== 'base64') throw new SolanaRpcError(-32602, `Invalid params: encoding ${encoding.slice(0, 20)} is not served by this devnet; ask for base64`)
}

function accountJson(account: EncodedAccount) {
  return {
    data: [base64.decode(account.data), 'base64'],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: Number(account.space),
  }
}

/** The SPL token account layout: mint (32 bytes), owner (32), amount (u64, little-endian). */
function readTokenAccount(account: EncodedAccount): { mint: Address; owner: Address; amount: bigint } | undefined {
  if (account.programAddress !== TOKEN_PROGRAM || account.data.length !== TOKEN_ACCOUNT_BYTES) return undefined
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength)
  const key = (offset: number) => addressCodec.decode(account.data.slice(offset, offset + 32))
  return { mint: key(0), owner: key(32), amount: view.getBigUint64(64, true) }
}

function uiAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const uiAmountString = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`.replace(/\.?0+$/, '')
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
