import { STORAGE_KEYS, type EmailLogin, type KernelStorage, type ServiceOf } from 'portico/core'
import { EmailError } from './EmailError.js'
import { isEmailAddress } from './isEmailAddress.js'

/** SPEC section 9's email change poll: GetUser every second, this many times at most. */
const POLL_INTERVAL_MS = 1_000
const POLL_ATTEMPTS = 5

export interface EmailUpdateParameters {
  frame: ServiceOf<'embeddedWallet.frame'>
  storage: KernelStorage
  /** Waits `ms` (tests resolve at once). */
  wait(ms: number): Promise<void>
  /** Whether the plugin was torn down (the kernel destroyed): the poll stops. */
  stopped(): boolean
}

/**
 * The email login's address change (SPEC's UpdateEmailWallet) over the embedded wallet's frame:
 * UpdateEmail with the new address, then the code mailed to the current address
 * (UpdateEmailPrimaryOtp), then the one mailed to the new address (UpdateEmailSecondaryOtp). The
 * frame's refusals ('Invalid code', 'This is already your email') reach the view in its words.
 * Once the frame took the new address, GetUser is polled every second until it reports it; then
 * it is the address remembered for the login (STORAGE_KEYS.email).
 */
export type EmailUpdate = Pick<NonNullable<EmailLogin['updateEmail']>, 'start' | 'verifyPrimary' | 'verifySecondary'>

export function createEmailUpdate({ frame, storage, wait, stopped }: EmailUpdateParameters): EmailUpdate {
  const poll = async (newEmail: string) => {
    for (let attempt = 0; attempt < POLL_ATTEMPTS && !stopped(); attempt++) {
      const user = await frame.request('GetUser', {}).catch(() => undefined)
      if (stopped()) return
      if (user?.email === newEmail) {
        storage.set(STORAGE_KEYS.email, newEmail)
        return
      }
      if (attempt < POLL_ATTEMPTS - 1) await wait(POLL_INTERVAL_MS)
    }
  }

  return {
    async start(newEmail) {
      const address = newEmail.trim()
      if (!isEmailAddress(address)) throw new EmailError('INVALID_EMAIL')
      await frame.request('UpdateEmail', { email: address })
    },
    async verifyPrimary(code) {
      await frame.request('UpdateEmailPrimaryOtp', { otp: code })
    },
    async verifySecondary(code) {
      const { newEmail } = await frame.request('UpdateEmailSecondaryOtp', { otp: code })
      await poll(newEmail)
      return newEmail
    },
  }
}
