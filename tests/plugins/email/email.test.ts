import { afterEach, describe, expect, it } from 'vitest'
import { disconnect } from '../../../core/actions/disconnect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { push } from '../../../core/router/router.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { emailPlugin, type EmailEnvironment } from '../../../plugins/email/email.js'
import type { Answers } from '../embeddedwallet/helpers/fakeFrame.js'
import { embeddedWalletKernel, EVM_ADDRESS, SIGNED_IN } from '../embeddedwallet/helpers/embeddedWalletKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

async function setup({ answers = SIGNED_IN, environment = {}, timeZone }: { answers?: Answers; environment?: EmailEnvironment; timeZone?: string } = {}) {
  const clock = { now: 1_000_000 }
  const storage = createStorage(null)
  const made = await embeddedWalletKernel({ answers, storage, ...(timeZone ? { timeZone } : {}), plugins: [emailPlugin({ now: () => clock.now, ...environment })] })
  kernel = made.kernel
  const method = loginMethodOf(made.kernel.store('registry').getState(), 'email', 'email')
  return { ...made, clock, storage, method }
}

describe('the email login', () => {
  it('rule: an address that is not one is refused before the frame is asked', async () => {
    const { method, page } = await setup()
    await expect(method!.start('not-an-address')).rejects.toThrow('Email must be a valid email address')
    await expect(method!.start('a@b')).rejects.toThrow('Email must be a valid email address')
    expect(page.requests('ConnectEmail')).toEqual([])
    await method!.start(' visitor@example.com ')
    expect(page.requests('ConnectEmail').map(({ message }) => message.payload)).toEqual([{ email: 'visitor@example.com' }])
  })

  it("rule: no second code within 30 s of the last: 'Please try again after N seconds', N rounded up; the time is kept in storage", async () => {
    const { method, clock, page, storage } = await setup()
    await method!.start('visitor@example.com')
    clock.now += 10_200
    await expect(method!.resend()).rejects.toThrow('Please try again after 20 seconds')
    await expect(method!.start('other@example.com')).rejects.toThrow('Please try again after 20 seconds')
    expect(storage.get(STORAGE_KEYS.lastEmailLoginTime)).toBe('1000000')
    clock.now += 19_800
    await method!.resend()
    expect(page.requests('ConnectEmail')).toHaveLength(2)
  })

  it("rule: a frame that wants the device approved first is asked to wait for it, then for the code", async () => {
    const { method, page } = await setup({ answers: { ...SIGNED_IN, ConnectEmail: () => ({ action: 'VERIFY_DEVICE' }), ConnectDevice: () => ({}) } })
    await method!.start('visitor@example.com')
    expect(page.posted.map(({ message }) => message.type.split('/').at(-1)).filter((type) => !type?.startsWith('Sync')))
      .toEqual(['ConnectEmail', 'ConnectDevice', 'ConnectEmail'])
  })

  it('rule: a verified code connects the wallet and remembers the login: email, flag, the last chain; the last login time cleared', async () => {
    const { method, page, storage, kernel: k } = await setup()
    await method!.start('visitor@example.com')
    await method!.verify('123456')
    expect(page.requests('ConnectOtp').map(({ message }) => message.payload)).toEqual([{ otp: '123456' }])
    expect(k.store('chains').getState().byNamespace.eip155?.account.address).toBe(EVM_ADDRESS)
    expect(storage.get(STORAGE_KEYS.email)).toBe('visitor@example.com')
    expect(storage.get(STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(storage.get(STORAGE_KEYS.lastEmailLoginTime)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:1')
  })

  it("rule: a verified code takes the visitor from the code view to Account: the wallet's connector belongs to the email login", async () => {
    const { method, kernel: k } = await setup()
    openModal(k, { view: 'Connect' })
    await method!.start('visitor@example.com')
    push(k, 'EmailLogin', { email: 'visitor@example.com' })
    await method!.verify('123456')
    expect(k.store('router').getState().view).toBe('Account')
  })

  it('rule: a refused code connects nothing and remembers nothing', async () => {
    const { method, page, storage, kernel: k } = await setup({ answers: { ...SIGNED_IN, ConnectOtp: undefined } })
    await method!.start('visitor@example.com')
    const verifying = method!.verify('000000')
    await new Promise((resolve) => setTimeout(resolve, 10))
    page.fail('ConnectOtp', 'Invalid code')
    await expect(verifying).rejects.toThrow('Invalid code')
    expect(k.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected')
    expect(storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
  })

  it('rule: a disconnect clears the login cache', async () => {
    const { method, storage, kernel: k } = await setup()
    await method!.start('visitor@example.com')
    await method!.verify('123456')
    await disconnect(k, { namespace: 'eip155' })
    expect([storage.get(STORAGE_KEYS.emailLoginUsed), storage.get(STORAGE_KEYS.email), storage.get(STORAGE_KEYS.lastUsedChainId)]).toEqual([undefined, undefined, undefined])
  })

  it('rule: visitors in a restricted time zone are not offered email login', async () => {
    const { method, kernel: k } = await setup({ timeZone: 'Asia/Hong_Kong' })
    expect(method).toBeUndefined()
    expect(k.store('registry').getState().connectSections.find((section) => section.id === 'email')).toBeUndefined()
  })
})
