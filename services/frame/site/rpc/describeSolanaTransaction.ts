import type { VersionedMessage } from '@solana/web3.js'
import type { ApprovalRequest, ApprovalRow } from './ApprovalRequest.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'])
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** The System program's Transfer instruction, and SPL Token's Transfer and TransferChecked. */
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER = 3
const TOKEN_TRANSFER_CHECKED = 12

/** One instruction's accounts and data, its accounts read from the message's static keys. */
interface ReadInstruction {
  program: string
  accounts: (string | undefined)[]
  data: Uint8Array
}

function u64(data: Uint8Array, at: number): bigint | undefined {
  if (data.length < at + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true)
}

/** An amount in base units as decimals: 1500000000 lamports at 9 decimals is 1.5. */
export function formatUnits(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${amount / scale}.${fraction}` : String(amount / scale)
}

function instructionsOf(message: VersionedMessage): ReadInstruction[] {
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  // Accounts past the static keys come from address lookup tables, which only a node can resolve.
  return message.compiledInstructions.map((instruction) => ({
    program: keys[instruction.programIdIndex] ?? 'a looked-up program',
    accounts: instruction.accountKeyIndexes.map((index) => keys[index]),
    data: instruction.data,
  }))
}

const shown = (account: string | undefined) => account ?? 'an account from a lookup table'

/** The rows of one instruction: a SOL or SPL transfer read out, anything else named by its program. */
function describeInstruction({ program, accounts, data }: ReadInstruction): ApprovalRow[] | 'other' {
  if (program === SYSTEM_PROGRAM && data.length === 12 && new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) === SYSTEM_TRANSFER) {
    const lamports = u64(data, 4)!
    return [{ label: 'Send', value: `${formatUnits(lamports, 9)} SOL` }, { label: 'To', value: shown(accounts[1]) }]
  }
  if (TOKEN_PROGRAMS.has(program) && data[0] === TOKEN_TRANSFER && data.length === 9) {
    return [{ label: 'Send token', value: `${u64(data, 1)} (token units)` }, { label: 'From token account', value: shown(accounts[0]) }, { label: 'To token account', value: shown(accounts[1]) }]
  }
  if (TOKEN_PROGRAMS.has(program) && data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10) {
    return [
      { label: 'Send token', value: formatUnits(u64(data, 1)!, data[9]!) },
      { label: 'Mint', value: shown(accounts[1]) },
      { label: 'To token account', value: shown(accounts[2]) },
    ]
  }
  if (program === COMPUTE_BUDGET_PROGRAM) return []
  return 'other'
}

/**
 * The approval card of Solana transactions: each SOL transfer (System program) and SPL token
 * transfer (Token and Token-2022's Transfer and TransferChecked) read from the instructions, the
 * fee payer, and a warning when an instruction calls any other program.
 */
export function describeSolanaTransactions(title: string, cluster: string, messages: VersionedMessage[]): ApprovalRequest {
  const rows: ApprovalRow[] = [{ label: 'Network', value: cluster }]
  const others = new Set<string>()
  for (const message of messages) {
    rows.push({ label: 'Fee payer', value: message.staticAccountKeys[0]?.toBase58() ?? 'none' })
    for (const instruction of instructionsOf(message)) {
      const described = describeInstruction(instruction)
      if (described === 'other') others.add(instruction.program)
      else rows.push(...described)
    }
  }
  for (const program of others) rows.push({ label: 'Calls program', value: program })
  return { title, rows, ...(others.size > 0 ? { warning: 'This transaction calls programs whose effect is not shown. Approve only if you trust this site.' } : {}) }
}
