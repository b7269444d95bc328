import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeSolanaTransactions, formatUnits } from '../../../../../services/frame/site/rpc/describeSolanaTransaction.js'
import { createTransferCheckedInstruction } from './splTransferInstruction.js'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey
const recipient = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey
const BLOCKHASH = '11111111111111111111111111111111'

function message(...instructions: TransactionInstruction[]) {
  return new VersionedTransaction(new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message()).message
}
const rowsOf = (request: { rows: { label: string; value: string }[] }) => request.rows.map(({ label, value }) => `${label}: ${value}`)

describe('describeSolanaTransactions', () => {
  it('rule: a SOL transfer shows the amount in SOL and the recipient', () => {
    const card = describeSolanaTransactions('Send', 'solana:devnet', [message(SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 1_500_000_000 }))])
    expect(rowsOf(card)).toEqual(['Network: solana:devnet', `Fee payer: ${payer.toBase58()}`, 'Send: 1.5 SOL', `To: ${recipient.toBase58()}`])
    expect(card.warning).toBeUndefined()
  })

  it('rule: an SPL TransferChecked shows the amount in the mint\'s decimals, the mint and the destination', () => {
    const mint = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
    const destination = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey
    const card = describeSolanaTransactions('Send', 'solana:devnet', [message(createTransferCheckedInstruction(recipient, mint, destination, payer, 2_500_000n, 6))])
    expect(rowsOf(card)).toEqual(expect.arrayContaining(['Send token: 2.5', `Mint: ${mint.toBase58()}`, `To token account: ${destination.toBase58()}`]))
  })

  it('rule: an instruction of another program is named, with a warning', () => {
    const program = Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey
    const card = describeSolanaTransactions('Send', 'solana:devnet', [message(new TransactionInstruction({ programId: program, keys: [], data: Buffer.from([1, 2, 3]) }))])
    expect(rowsOf(card)).toContain(`Calls program: ${program.toBase58()}`)
    expect(card.warning).toMatch(/not shown/)
  })

  it('rule: amounts keep their decimals without trailing zeros', () => {
    expect(formatUnits(1_000_000_000n, 9)).toBe('1')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
    expect(formatUnits(123_450_000n, 6)).toBe('123.45')
  })
})
