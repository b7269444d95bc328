import { formatUnits } from '../../../core/index.js'
import type { ApprovalDetail } from '../createApprovalQueue.js'
import type { KnownToken } from '../describeRequest.js'
import type { SolanaInstruction, SolanaTransaction } from './readSolanaTransaction.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER_CHECKED = 12

/**
 * What a transaction does, instruction by instruction, in the words of an approval prompt: SOL
 * transfers, checked token transfers (named when the token is known) and the creation of a
 * receiver's token account; any other instruction is named by its program.
 */
export function describeSolanaTransaction(transaction: SolanaTransaction, from: string, network: string, tokens: readonly KnownToken[]): ApprovalDetail[] {
  return [
    { label: 'From', value: from, mono: true },
    { label: 'Network', value: network },
    ...transaction.instructions.flatMap((instruction) => describeInstruction(instruction, tokens)),
  ]
}

function describeInstruction({ programId, accounts, data }: SolanaInstruction, tokens: readonly KnownToken[]): ApprovalDetail[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (programId === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER) {
    return [
      { label: 'Amount', value: `${formatUnits(view.getBigUint64(4, true), 9)} SOL` },
      { label: 'To', value: accounts[1] ?? '?', mono: true },
    ]
  }
  if (programId === TOKEN_PROGRAM && data.length === 10 && data[0] === TOKEN_TRANSFER_CHECKED) {
    const mint = accounts[1] ?? '?'
    const token = tokens.find((candidate) => candidate.address === mint)
    const amount = formatUnits(view.getBigUint64(1, true), data[9]!)
    return [
      { label: 'Action', value: 'Token transfer' },
      { label: 'Amount', value: `${amount} ${token?.symbol ?? 'tokens'}` },
      { label: 'To token account', value: accounts[2] ?? '?', mono: true },
      { label: 'Mint', value: mint, mono: true },
    ]
  }
  if (programId === ASSOCIATED_TOKEN_PROGRAM) {
    return [{ label: 'Token account for', value: accounts[2] ?? '?', mono: true }]
  }
  return [{ label: 'Program', value: programId, mono: true }]
}
