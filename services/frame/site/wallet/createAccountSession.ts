import * as z from 'zod/mini'
import type { FrameApi } from '../api/createFrameApi.js'
import type { SignInAnswer } from '../api/frameApiSchemas.js'
import { FrameError } from '../frame/FrameError.js'
import type { WalletKeys } from '../keys/deriveWallet.js'
import type { DeviceShareStore } from '../shares/deviceShareStore.js'
import type { KeyValueStore } from '../shares/keyValueStore.js'
import { openWallet, type WalletVisitor } from './openWallet.js'

const SESSION_KEY = 'session'
const keptSession = z.object({ token: z.string() })

/**
 * The signed-in visitor: their email (null for an account without one: farcaster, a provider that
 * verified none), how they signed in (`email` or the provider's id), the name the provider gave,
 * and their wallet's keys, in the frame's memory only.
 */
export interface Account {
  email: string | null
  authProvider: string
  userName?: string
  keys: WalletKeys
}

export interface AccountSession {
  /** POST /v1/email/start for `email`; the next verifyOtp is for it. */
  startEmail(email: string): Promise<{ action: 'VERIFY_OTP' }>
  /**
   * POST /v1/email/verify and keeps the token; resolves then, while the wallet opens (or is made)
   * behind it: the site gives a connect request up after 120 s, and opening may wait for the
   * visitor (a new wallet's code, a recovery code). account() waits for the opening.
   */
  verifyOtp(otp: string): Promise<void>
  /**
   * Every sign-in ends here (verifyOtp, social login's finish, farcaster): keeps the token and
   * opens the answer's wallet (or makes one) behind it, as verifyOtp describes.
   */
  signIn(answer: SignInAnswer): Promise<void>
  /**
   * The account once the page's restore and any opening have settled; undefined when nobody is
   * signed in. Throws what made an opening fail (a cancelled recovery), to the first who asks.
   */
  account(): Promise<Account | undefined>
  /** Ends the server's session and forgets the token and the keys. */
  signOut(): Promise<void>
  /** UpdateEmail's three steps; the wallet stays the same, under the new email. */
  updateEmail(newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  confirmCurrentEmail(otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  confirmNewEmail(otp: string): Promise<{ newEmail: string }>
}

export interface AccountSessionParameters {
  api: FrameApi
  /** The frame origin's storage: the session token lives here, never with the site. */
  store: KeyValueStore
  deviceShares: DeviceShareStore
  visitor: WalletVisitor
  projectId: string
  origin: string
  rounds?: number
}

/**
 * Sign-in (by email here; social login and farcaster hand their answer to signIn) and the wallet
 * it opens. On load, a token kept from an earlier visit is checked
 * with the server (GET /v1/session) and the wallet reopened from this browser's device share
 * without asking the visitor; an ended session, or a browser without the share, starts signed out.
 */
export function createAccountSession(parameters: AccountSessionParameters): AccountSession {
  const { api, store, deviceShares } = parameters
  let pendingEmail: string | undefined
  let session: { token: string; account: Account } | undefined
  let opening: Promise<void> | undefined

  const forget = async () => {
    session = undefined
    await store.delete(SESSION_KEY)
  }

  async function restore(): Promise<void> {
    const kept = z.safeParse(keptSession, await store.get(SESSION_KEY))
    if (!kept.success) return
    const answer = await api.session(kept.data.token)
    if (!answer?.wallet || !(await deviceShares.load(answer.wallet.addresses.eip155))) return forget()
    // A silent reopen: the visitor is not here to type a recovery code, so a mismatch signs out.
    const silent: WalletVisitor = {
      showRecoveryCode: async () => undefined,
      askRecoveryCode: async () => {
        throw new FrameError('NOT_CONNECTED')
      },
    }
    const keys = await openWallet({ ...parameters, visitor: silent, token: kept.data.token, wallet: answer.wallet })
    session = { token: kept.data.token, account: accountOf(answer, keys) }
  }
  const restored = restore().catch(async (error: unknown) => {
    console.warn('[frame] the kept session could not be restored', error)
    await forget().catch(() => undefined)
  })

  const settled = async () => {
    await restored
    const waiting = opening
    if (waiting) {
      opening = undefined
      await waiting
    }
  }
  const signedIn = async () => {
    await settled()
    if (!session) throw new FrameError('NOT_CONNECTED')
    return session
  }

  async function signIn(answer: SignInAnswer): Promise<void> {
    const { token, wallet } = answer
    await store.put(SESSION_KEY, { token })
    const started = openWallet({ ...parameters, token, wallet }).then(
      (keys) => {
        session = { token, account: accountOf(answer, keys) }
      },
      async (error: unknown) => {
        // A wallet that did not open is no sign-in: the next attempt starts from the beginning.
        await api.endSession(token).catch(() => undefined)
        await forget()
        throw error
      },
    )
    opening = started
    // Whoever asks next hears the failure; until then it is no unhandled rejection.
    started.catch(() => undefined)
  }

  return {
    async startEmail(email) {
      await settled().catch(() => undefined)
      const answer = await api.startEmail({ projectId: parameters.projectId, origin: parameters.origin, email })
      pendingEmail = email
      return answer
    },
    async verifyOtp(otp) {
      await settled().catch(() => undefined)
      if (!pendingEmail) throw new FrameError('NO_PENDING_LOGIN')
      const answer = await api.verifyEmail({ email: pendingEmail, otp })
      pendingEmail = undefined
      await signIn(answer)
    },
    signIn: async (answer) => {
      await settled().catch(() => undefined)
      await signIn(answer)
    },
    async account() {
      await settled()
      return session?.account
    },
    async signOut() {
      await settled().catch(() => undefined)
      const token = session?.token ?? z.safeParse(keptSession, await store.get(SESSION_KEY)).data?.token
      await forget()
      if (token) await api.endSession(token).catch((error: unknown) => console.warn('[frame] the server did not end the session', error))
    },
    async updateEmail(newEmail) {
      return api.updateEmail((await signedIn()).token, newEmail)
    },
    async confirmCurrentEmail(otp) {
      return api.confirmCurrentEmail((await signedIn()).token, otp)
    },
    async confirmNewEmail(otp) {
      const current = await signedIn()
      const { email } = await api.confirmNewEmail(current.token, otp)
      session = { token: current.token, account: { ...current.account, email } }
      return { newEmail: email }
    },
  }
}

function accountOf(answer: { email: string | null; authProvider: string; userName?: string | undefined }, keys: WalletKeys): Account {
  return { email: answer.email, authProvider: answer.authProvider, ...(answer.userName === undefined ? {} : { userName: answer.userName }), keys }
}
