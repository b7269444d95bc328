import type { FrameApi } from '../api/createFrameApi.js'
import type { StoredWallet } from '../api/frameApiSchemas.js'
import { FrameError } from '../frame/FrameError.js'
import { createEntropy, deriveWallet, walletAddresses, type WalletKeys } from '../keys/deriveWallet.js'
import type { DeviceShareStore } from '../shares/deviceShareStore.js'
import { combineShares, splitEntropy } from '../shares/entropyShares.js'
import { createRecoveryCode, openRecoveryShare, PBKDF2_ROUNDS, sealRecoveryShare } from '../shares/recoveryCode.js'
import { base64ToBytes, bytesToBase64 } from '../shares/base64.js'

/** What the visitor is asked while a wallet opens (the frame shows it, the site shows the frame). */
export interface WalletVisitor {
  /** Shows a new wallet's recovery code once; resolves when the visitor says they saved it. */
  showRecoveryCode(code: string): Promise<void>
  /**
   * Asks for the recovery code until `attempt` accepts one: `attempt` resolves to undefined when
   * the code opened the wallet, or to the text to show before asking again.
   */
  askRecoveryCode(attempt: (typed: string) => Promise<string | undefined>): Promise<void>
}

export interface OpenWalletParameters {
  api: FrameApi
  token: string
  /** What the server holds for the signed-in email: null before the first sign-in. */
  wallet: StoredWallet | null
  deviceShares: DeviceShareStore
  visitor: WalletVisitor
  /** PBKDF2 rounds of the recovery code; tests lower it. */
  rounds?: number
}

export const WRONG_RECOVERY_CODE = 'That recovery code does not open this wallet. Check it and try again.'

const sameAddresses = (keys: WalletKeys, wallet: StoredWallet) =>
  keys.evm.address.toLowerCase() === wallet.addresses.eip155.toLowerCase() && keys.solana.address === wallet.addresses.solana

/** The keys two shares rebuild, if they are this wallet's (shares of unequal length throw). */
async function rebuild(first: Uint8Array, second: Uint8Array, wallet: StoredWallet): Promise<WalletKeys | undefined> {
  try {
    const keys = deriveWallet(await combineShares(first, second))
    return sameAddresses(keys, wallet) ? keys : undefined
  } catch {
    return undefined
  }
}

/**
 * The keys of the signed-in email's wallet (docs/embedded-wallet.md): a new wallet is made and
 * split, and only its auth share and sealed recovery share leave the browser; an existing one is
 * rebuilt from this browser's device share and the auth share, or, in a browser without one, from
 * the recovery code the visitor types. A rebuilt key counts only if it gives the addresses the
 * server recorded, so a stale device share or a wrong code never signs as a stranger's wallet.
 */
export async function openWallet({ api, token, wallet, deviceShares, visitor, rounds = PBKDF2_ROUNDS }: OpenWalletParameters): Promise<WalletKeys> {
  if (!wallet) {
    const entropy = createEntropy()
    const keys = deriveWallet(entropy)
    const shares = await splitEntropy(entropy)
    const code = createRecoveryCode()
    // Kept first: a page closed between the server's answer and the code still opens the wallet
    // here. A share of a wallet the server then refuses is harmless: it is filed under an address
    // no stored wallet has.
    await deviceShares.save(keys.evm.address, shares.device)
    await api.createWallet(token, {
      addresses: walletAddresses(keys),
      authShare: bytesToBase64(shares.auth),
      recoveryShare: await sealRecoveryShare(shares.recovery, code, rounds),
    })
    await visitor.showRecoveryCode(code)
    return keys
  }

  const authShare = base64ToBytes(wallet.authShare)
  if (!authShare) throw new FrameError('WALLET_MISMATCH', 'the auth share is not base64')
  const deviceShare = await deviceShares.load(wallet.addresses.eip155)
  if (deviceShare) {
    const keys = await rebuild(deviceShare, authShare, wallet)
    if (keys) return keys
  }

  let opened: WalletKeys | undefined
  await visitor.askRecoveryCode(async (typed) => {
    const recoveryShare = await openRecoveryShare(wallet.recoveryShare, typed, rounds)
    if (!recoveryShare) return WRONG_RECOVERY_CODE
    const keys = await rebuild(authShare, recoveryShare, wallet)
    if (!keys) return WRONG_RECOVERY_CODE
    // The recovery share becomes this browser's device share: any two shares rebuild the wallet.
    await deviceShares.save(wallet.addresses.eip155, recoveryShare)
    opened = keys
    return undefined
  })
  if (!opened) throw new FrameError('WALLET_MISMATCH')
  return opened
}
