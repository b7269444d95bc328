import { getBase58Decoder, getTransactionDecoder, lamports, type Address, type EncodedAccount } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { createTransactionLog, type TransactionLog } from './createTransactionLog.js'
import { transactionErrorJson, type TransactionErrorJson } from './transactionErrorJson.js'

/** Where a signature landed, as getSignatureStatuses and signatureNotification tell it. */
export interface SignatureStatus {
  slot: number
  err: TransactionErrorJson | null
}

export type SendResult =
  | { ok: true; signature: string; logs: string[]; unitsConsumed: number }
  | { ok: false; err: TransactionErrorJson; logs: string[]; unitsConsumed: number }

export interface SolanaLedger {
  /** Fixed for the ledger's life; getGenesisHash answers it, and the CAIP-2 id is made of it. */
  genesisHash(): string
  slot(): number
  blockHeight(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  account(owner: Address): EncodedAccount | undefined
  /** Accounts a program owns; the token program's, for token accounts by owner. */
  programAccounts(program: Address): readonly EncodedAccount[]
  minimumBalanceForRentExemption(bytes: number): number
  /** Runs a signed wire transaction: signatures checked, the programs run, the state kept on success. */
  send(wire: Uint8Array): SendResult
  simulate(wire: Uint8Array): SendResult
  airdrop(to: Address, amount: bigint): SendResult
  status(signature: string): SignatureStatus | undefined
  /** The landed transactions, for getSignaturesForAddress and getTransaction. */
  log: Pick<TransactionLog, 'signaturesFor' | 'transaction'>
  /** Called with each signature that lands, for signatureSubscribe. */
  onLanded(listener: (signature: string, status: SignatureStatus) => void): () => void
}

/** Statuses kept for getSignatureStatuses; a devnet session makes far fewer transactions. */
const MAX_STATUSES = 50_000
/** Solana lets a blockhash be used for 150 blocks. */
const BLOCKHASH_LIFETIME = 150

/**
 * A local Solana ledger over LiteSVM (the Solana runtime in process: real signature checks, real
 * system, SPL token and associated token account programs). Each landed transaction is a block of
 * its own, so slots and block heights move as a validator's would.
 */
export function createSolanaLedger(): SolanaLedger {
  const svm = new LiteSVM()
  const firstSlot = Number(svm.getClock().slot)
  let height = 0
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(signature: string, status: SignatureStatus) => void>()
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), 0]])
  const decodeTransaction = getTransactionDecoder()
  const log = createTransactionLog()
  const base58 = getBase58Decoder()

  const land = (signature: string, err: TransactionErrorJson | null) => {
    height++
    svm.warpToSlot(BigInt(firstSlot + height))
    const status = { slot: firstSlot + height, err }
    if (statuses.size >= MAX_STATUSES) statuses.delete(statuses.keys().next().value!)
    statuses.set(signature, status)
    for (const listener of listeners) listener(signature, status)
  }
  const result = (outcome: ReturnType<LiteSVM['sendTransaction']>): SendResult => {
    const meta = outcome instanceof FailedTransactionMetadata ? outcome.meta() : outcome
    const common = { logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    if (outcome instanceof FailedTransactionMetadata) return { ok: false, err: transactionErrorJson(outcome), ...common }
    return { ok: true, signature: base58.decode(meta.signature()), ...common }
  }

  // A devnet of its own: the first blockhash stands for the genesis block.
  const genesisHash = svm.latestBlockhash()
  return {
    genesisHash: () => genesisHash,
    slot: () => firstSlot + height,
    blockHeight: () => height,
    latestBlockhash: () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: height + BLOCKHASH_LIFETIME }),
    isBlockhashValid(blockhash) {
      const since = blockhashes.get(blockhash)
      return since !== undefined && height - since <= BLOCKHASH_LIFETIME
    },
    account(owner) {
      const account = svm.getAccount(owner)
      return account.exists ? account : undefined
    },
    programAccounts: (program) => svm.getProgramAccounts(program),
    minimumBalanceForRentExemption: (bytes) => Number(svm.minimumBalanceForRentExemption(BigInt(bytes))),
    send(wire) {
      const transaction = decodeTransaction.decode(wire)
      const landed = log.before(transaction, (address) => {
        const account = svm.getAccount(address)
        return account.exists ? account : undefined
      })
      const sent = result(svm.sendTransaction(transaction))
      if (sent.ok) {
        land(sent.signature, null)
        landed({ signature: sent.signature, slot: firstSlot + height, logs: sent.logs, unitsConsumed: sent.unitsConsumed })
      }
      return sent
    },
    simulate(wire) {
      const simulated = svm.simulateTransaction(decodeTransaction.decode(wire))
      if (simulated instanceof FailedTransactionMetadata) return result(simulated)
      const meta = simulated.meta()
      return { ok: true, signature: base58.decode(meta.signature()), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    },
    airdrop(to, amount) {
      const outcome = svm.airdrop(to, lamports(amount))
      if (!outcome) return { ok: false, err: 'AccountNotFound', logs: [], unitsConsumed: 0 }
      const sent = result(outcome)
      if (sent.ok) land(sent.signature, null)
      return sent
    },
    status: (signature) => statuses.get(signature),
    log,
    onLanded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

