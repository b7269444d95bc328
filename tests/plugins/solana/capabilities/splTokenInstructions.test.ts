import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import * as web3 from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splTokenInstructions } from '../../../../plugins/solana/capabilities/splTokenInstructions.js'

const spl = splTokenInstructions(web3)
const key = () => web3.Keypair.generate().publicKey
/** An instruction as plain data, so two encodings compare field by field. */
const plain = (instruction: web3.TransactionInstruction) => ({
  programId: instruction.programId.toBase58(),
  keys: instruction.keys.map(({ pubkey, isSigner, isWritable }) => ({ pubkey: pubkey.toBase58(), isSigner, isWritable })),
  data: [...instruction.data],
})

describe('splTokenInstructions', () => {
  it('rule: the associated token address is the one @solana/spl-token derives', () => {
    const [owner, mint] = [key(), key()]
    expect(spl.associatedTokenAddress(owner, mint).toBase58()).toBe(getAssociatedTokenAddressSync(mint, owner, true).toBase58())
  })

  it("rule: CreateIdempotent has @solana/spl-token's accounts, roles and bytes", () => {
    const [payer, account, owner, mint] = [key(), key(), key(), key()]
    expect(plain(spl.createAssociatedTokenAccountIdempotent(payer, account, owner, mint)))
      .toEqual(plain(createAssociatedTokenAccountIdempotentInstruction(payer, account, owner, mint)))
  })

  it("rule: TransferChecked encodes any u64 amount and the decimals as @solana/spl-token does", () => {
    const [source, mint, destination, owner] = [key(), key(), key(), key()]
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.integer({ min: 0, max: 255 }), (amount, decimals) => {
      expect(plain(spl.transferChecked(source, mint, destination, owner, amount, decimals)))
        .toEqual(plain(createTransferCheckedInstruction(source, mint, destination, owner, amount, decimals)))
    }))
  })
})
