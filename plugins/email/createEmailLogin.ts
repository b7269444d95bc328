import { ConnectionError, LIMITS, STORAGE_KEYS, type EmailLogin, type KernelStorage, type ServiceOf } from 'portico/core'
import { EmailError } from './EmailError.js'
import { isEmailAddress } from './isEmailAddress.js'

export interface EmailLoginParameters {
  frame: ServiceOf<'embeddedWallet.frame'>
  storage: KernelStorage
  now(): number
  /** The login method's id, which the embedded wallet's connector then belongs to. */
  loginMethod: string
}

/**
 * The email login's capabilities (kind 'email', SPEC sections 4 and 5): the address is checked,
 * a code is not asked for again within 30 s of the last ('Please try again after N seconds'; the
 * time is kept in storage, so a reload does not reset it), and a verified code connects the
 * embedded wallet, after which the login is remembered for the next visit.
 */
export function createEmailLogin({ frame, storage, now, loginMethod }: EmailLoginParameters): Pick<EmailLogin, 'start' | 'resend' | 'verify'> {
  let started: string | undefined

  const sendCode = async (email: string) => {
    const last = Number(storage.get(STORAGE_KEYS.lastEmailLoginTime))
    const wait = Number.isFinite(last) && last > 0 ? last + LIMITS.emailResendCooldownMs - now() : 0
    if (wait > 0) throw new ConnectionError('EMAIL_COOLDOWN', { params: { seconds: Math.ceil(wait / 1_000) } })
    const { action } = await frame.request('ConnectEmail', { email })
    if (action === 'VERIFY_DEVICE') {
      // The frame asks the visitor to approve this device from the mail first; then it sends the code.
      await frame.request('ConnectDevice', {})
      await frame.request('ConnectEmail', { email })
    }
    storage.set(STORAGE_KEYS.lastEmailLoginTime, String(now()))
    started = email
  }

  return {
    async start(email) {
      const address = email.trim()
      if (!isEmailAddress(address)) throw new EmailError('INVALID_EMAIL')
      await sendCode(address)
    },
    async resend() {
      if (started === undefined) throw new EmailError('NO_EMAIL_STARTED')
      await sendCode(started)
    },
    async verify(code) {
      if (started === undefined) throw new EmailError('NO_EMAIL_STARTED')
      await frame.request('ConnectOtp', { otp: code })
      await frame.connect(loginMethod)
      // SPEC section 4's login success (the last chain id is kept by every connection).
      storage.set(STORAGE_KEYS.email, started)
      storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
      storage.remove(STORAGE_KEYS.lastEmailLoginTime)
    },
  }
}
