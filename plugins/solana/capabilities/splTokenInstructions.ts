import type * as Web3Module from '@solana/web3.js'
import type { PublicKey as PublicKeyType, TransactionInstruction as InstructionType } from '@solana/web3.js'

type Web3 = Pick<typeof Web3Module, 'PublicKey' | 'SystemProgram' | 'TransactionInstruction'>

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** The associated token program's CreateIdempotent, and the token program's TransferChecked. */
const CREATE_IDEMPOTENT = 1
const TRANSFER_CHECKED = 12

type Role = 'writable signer' | 'signer' | 'writable' | 'readonly'

/**
 * The two SPL instructions a token send needs, encoded here on @solana/web3.js alone. Not through
 * @solana/spl-token: its u64 encoder (bigint-buffer's browser build) reads a global `Buffer` that a
 * browser does not have, so a site would have to polyfill Node in its page for a visitor to send a
 * token. The bytes are the programs' documented layouts; tests compare them with spl-token's.
 */
export function splTokenInstructions({ PublicKey, SystemProgram, TransactionInstruction }: Web3) {
  const tokenProgram = new PublicKey(TOKEN_PROGRAM)
  const associatedTokenProgram = new PublicKey(ASSOCIATED_TOKEN_PROGRAM)
  const instruction = (programId: PublicKeyType, keys: [PublicKeyType, Role][], data: Uint8Array): InstructionType =>
    new TransactionInstruction({
      programId,
      keys: keys.map(([pubkey, role]) => ({ pubkey, isSigner: role.includes('signer'), isWritable: role.includes('writable') })),
      // web3.js 1.x types `data` as Node's Buffer but only reads it as bytes.
      data: data as Buffer,
    })

  return {
    /** The owner's token account for `mint`: the program address of (owner, token program, mint). */
    associatedTokenAddress: (owner: PublicKeyType, mint: PublicKeyType): PublicKeyType =>
      PublicKey.findProgramAddressSync([owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()], associatedTokenProgram)[0],
    /** Creates `owner`'s token account for `mint`, paid by `payer`; does nothing when it exists. */
    createAssociatedTokenAccountIdempotent: (payer: PublicKeyType, account: PublicKeyType, owner: PublicKeyType, mint: PublicKeyType) =>
      instruction(associatedTokenProgram, [
        [payer, 'writable signer'],
        [account, 'writable'],
        [owner, 'readonly'],
        [mint, 'readonly'],
        [SystemProgram.programId, 'readonly'],
        [tokenProgram, 'readonly'],
      ], Uint8Array.of(CREATE_IDEMPOTENT)),
    /** Moves `amount` base units from `source` to `destination`, checked against the mint's decimals. */
    transferChecked(source: PublicKeyType, mint: PublicKeyType, destination: PublicKeyType, owner: PublicKeyType, amount: bigint, decimals: number) {
      const data = new Uint8Array(10)
      const view = new DataView(data.buffer)
      view.setUint8(0, TRANSFER_CHECKED)
      view.setBigUint64(1, amount, true)
      view.setUint8(9, decimals)
      return instruction(tokenProgram, [[source, 'writable'], [mint, 'readonly'], [destination, 'writable'], [owner, 'signer']], data)
    },
  }
}
