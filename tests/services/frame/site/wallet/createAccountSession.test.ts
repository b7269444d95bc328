import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from '../../../../../services/frame/site/api/createFrameApi.js'
import type { StoredWallet } from '../../../../../services/frame/site/api/frameApiSchemas.js'
import { createDeviceShareStore } from '../../../../../services/frame/site/shares/deviceShareStore.js'
import { createMemoryStore, type KeyValueStore } from '../../../../../services/frame/site/shares/keyValueStore.js'
import { createAccountSession } from '../../../../../services/frame/site/wallet/createAccountSession.js'

const EMAIL = 'ann@example.com'

/** An auth server of one email whose code is 123456, keeping the wallet and sessions it is given. */
function fakeApi() {
  const state = { wallet: null as StoredWallet | null, sessions: new Set<string>() }
  const api: FrameApi = {
    isOriginAllowed: async () => true,
    startEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' as const })),
    verifyEmail: vi.fn(async ({ otp }) => {
      if (otp !== '123456') throw new Error('Invalid code')
      const token = `t${state.sessions.size}`
      state.sessions.add(token)
      return { token, email: EMAIL, wallet: state.wallet }
    }),
    createWallet: vi.fn(async (_token, wallet) => {
      state.wallet = wallet
    }),
    session: vi.fn(async (token) => (state.sessions.has(token) ? { email: EMAIL, wallet: state.wallet } : undefined)),
    endSession: vi.fn(async (token) => {
      state.sessions.delete(token)
    }),
  }
  return { api, state }
}

function session(api: FrameApi, store: KeyValueStore) {
  const visitor = { showRecoveryCode: vi.fn(async () => undefined), askRecoveryCode: vi.fn(async () => Promise.reject(new Error('no code'))) }
  return createAccountSession({ api, store, deviceShares: createDeviceShareStore(store), visitor, projectId: 'p', origin: 'https://app.example.com', rounds: 1_000 })
}

describe('createAccountSession', () => {
  it('rule: a code before an email is refused', async () => {
    await expect(session(fakeApi().api, createMemoryStore()).verifyOtp('123456')).rejects.toThrow('Request a code first')
  })

  it('rule: sign-in keeps the token in the frame\'s store, and the next page load reopens the wallet silently', async () => {
    const { api } = fakeApi()
    const store = createMemoryStore()
    const first = session(api, store)
    await first.startEmail(EMAIL)
    await first.verifyOtp('123456')
    const account = await first.account()
    expect(account?.email).toBe(EMAIL)
    const reloaded = await session(api, store).account()
    expect(reloaded?.keys.evm.address).toBe(account?.keys.evm.address)
  })

  it('rule: sign-out ends the server\'s session and forgets the token and the keys', async () => {
    const { api, state } = fakeApi()
    const store = createMemoryStore()
    const first = session(api, store)
    await first.startEmail(EMAIL)
    await first.verifyOtp('123456')
    await first.signOut()
    expect(await first.account()).toBeUndefined()
    expect(state.sessions.size).toBe(0)
    expect(await session(api, store).account()).toBeUndefined()
  })

  it('rule: a kept token whose session ended starts signed out', async () => {
    const { api, state } = fakeApi()
    const store = createMemoryStore()
    const first = session(api, store)
    await first.startEmail(EMAIL)
    await first.verifyOtp('123456')
    state.sessions.clear()
    expect(await session(api, store).account()).toBeUndefined()
    expect(await store.get('session')).toBeUndefined()
  })
})
