import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from '../../../../../services/frame/site/api/createFrameApi.js'
import type { StoredWallet } from '../../../../../services/frame/site/api/frameApiSchemas.js'
import { createDeviceShareStore } from '../../../../../services/frame/site/shares/deviceShareStore.js'
import { createMemoryStore, type KeyValueStore } from '../../../../../services/frame/site/shares/keyValueStore.js'
import { createAccountSession } from '../../../../../services/frame/site/wallet/createAccountSession.js'

const EMAIL = 'ann@example.com'

/** An auth server of one email whose code is 123456, keeping the wallet and sessions it is given. */
function fakeApi() {
  const state = { wallet: null as StoredWallet | null, sessions: new Set<string>(), email: EMAIL as string | null, authProvider: 'email', userName: undefined as string | undefined }
  const api: FrameApi = {
    isOriginAllowed: async () => true,
    startEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' as const })),
    verifyEmail: vi.fn(async ({ otp }) => {
      if (otp !== '123456') throw new Error('Invalid code')
      const token = `t${state.sessions.size}`
      state.sessions.add(token)
      return { token, email: state.email, authProvider: 'email', wallet: state.wallet }
    }),
    startSocial: vi.fn(),
    finishSocial: vi.fn(),
    createWallet: vi.fn(async (_token, wallet) => {
      state.wallet = wallet
    }),
    startFarcaster: vi.fn(),
    farcasterStatus: vi.fn(),
    session: vi.fn(async (token) => (state.sessions.has(token)
      ? { email: state.email, authProvider: state.authProvider, ...(state.userName ? { userName: state.userName } : {}), wallet: state.wallet }
      : undefined)),
    endSession: vi.fn(async (token) => {
      state.sessions.delete(token)
    }),
    updateEmail: vi.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' as const })),
    confirmCurrentEmail: vi.fn(async () => ({ action: 'VERIFY_SECONDARY_OTP' as const })),
    confirmNewEmail: vi.fn(async () => {
      state.email = 'new@example.com'
      return { email: state.email }
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

  it('rule: after an email change the wallet is the same, under the new email, here and after a reload', async () => {
    const { api } = fakeApi()
    const store = createMemoryStore()
    const first = session(api, store)
    await first.startEmail(EMAIL)
    await first.verifyOtp('123456')
    const before = await first.account()
    await first.updateEmail('new@example.com')
    await first.confirmCurrentEmail('111111')
    expect(await first.confirmNewEmail('222222')).toEqual({ newEmail: 'new@example.com' })
    expect((await first.account())?.email).toBe('new@example.com')
    const reloaded = await session(api, store).account()
    expect(reloaded).toMatchObject({ email: 'new@example.com' })
    expect(reloaded?.keys.evm.address).toBe(before?.keys.evm.address)
  })

  it('rule: an email change needs a signed-in visitor', async () => {
    await expect(session(fakeApi().api, createMemoryStore()).updateEmail('new@example.com')).rejects.toThrow('Not connected to email or social')
  })

  it('rule: the code is answered before the wallet opens; the account waits for the visitor, and a cancelled recovery is told once, then signed out', async () => {
    const { api, state } = fakeApi()
    let saved: () => void = () => undefined
    const store = createMemoryStore()
    const visitor = { showRecoveryCode: vi.fn(() => new Promise<void>((resolve) => (saved = resolve))), askRecoveryCode: vi.fn(async () => Promise.reject(new Error('cancelled'))) }
    const first = createAccountSession({ api, store, deviceShares: createDeviceShareStore(store), visitor, projectId: 'p', origin: 'https://app.example.com', rounds: 1_000 })
    await first.startEmail(EMAIL)
    await first.verifyOtp('123456')
    let opened = false
    const account = first.account().then((value) => ((opened = true), value))
    await vi.waitFor(() => expect(visitor.showRecoveryCode).toHaveBeenCalled())
    expect(opened).toBe(false)
    saved()
    expect((await account)?.email).toBe(EMAIL)

    const second = createAccountSession({ api, store: createMemoryStore(), deviceShares: createDeviceShareStore(createMemoryStore()), visitor, projectId: 'p', origin: 'https://app.example.com', rounds: 1_000 })
    await second.startEmail(EMAIL)
    await second.verifyOtp('123456')
    await expect(second.account()).rejects.toThrow('cancelled')
    expect(await second.account()).toBeUndefined()
    expect(state.sessions.size).toBe(1)
  })

  it('rule: a sign-in by a provider opens the wallet as a code does, keeping its provider and name, and an email null where none', async () => {
    const { api, state } = fakeApi()
    const store = createMemoryStore()
    const first = session(api, store)
    state.sessions.add('social')
    Object.assign(state, { email: null, authProvider: 'github', userName: 'ann' })
    await first.signIn({ token: 'social', email: null, userName: 'ann', authProvider: 'github', wallet: null })
    const account = await first.account()
    expect(account).toMatchObject({ email: null, authProvider: 'github', userName: 'ann' })
    expect(api.createWallet).toHaveBeenCalledWith('social', expect.anything())
    const reloaded = await session(api, store).account()
    expect(reloaded).toMatchObject({ email: null, authProvider: 'github', userName: 'ann' })
    expect(reloaded?.keys.evm.address).toBe(account?.keys.evm.address)
  })
})
