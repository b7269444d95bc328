import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { emailPlugin } from '../../../plugins/email/email.js'
import type { Answers } from '../embeddedwallet/helpers/fakeFrame.js'
import { embeddedWalletKernel, SIGNED_IN } from '../embeddedwallet/helpers/embeddedWalletKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const NEW = 'new@example.com'

/** A frame whose GetUser reports the new address from its `reportsNewAfter`-th call of the poll on. */
async function setup({ reportsNewAfter = 1, answers = {} }: { reportsNewAfter?: number; answers?: Answers } = {}) {
  const storage = createStorage(null)
  storage.set(STORAGE_KEYS.email, 'old@example.com')
  let polls = 0
  let changed = false
  const getUser = SIGNED_IN.GetUser!
  const frameAnswers: Answers = {
    ...SIGNED_IN,
    GetUser: (payload) => ({ ...(getUser(payload) as object), email: changed && ++polls >= reportsNewAfter ? NEW : 'old@example.com' }),
    UpdateEmail: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    UpdateEmailPrimaryOtp: () => ({}),
    UpdateEmailSecondaryOtp: () => {
      changed = true
      return { newEmail: NEW }
    },
    ...answers,
  }
  const wait = vi.fn(async (_ms: number) => {})
  const made = await embeddedWalletKernel({ answers: frameAnswers, storage, plugins: [emailPlugin({ wait })] })
  kernel = made.kernel
  const update = loginMethodOf(made.kernel.store('registry').getState(), 'email', 'email')!.updateEmail!
  return { ...made, storage, update, wait, polls: () => polls }
}

describe('the email login: updateEmail', () => {
  it('rule: the new address, the primary code, the secondary code go to the frame as UpdateEmail, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp', async () => {
    const { update, page } = await setup()
    await update.start(` ${NEW} `)
    await update.verifyPrimary('111111')
    await expect(update.verifySecondary('222222')).resolves.toBe(NEW)
    expect(page.requests('UpdateEmail').map(({ message }) => message.payload)).toEqual([{ email: NEW }])
    expect(page.requests('UpdateEmailPrimaryOtp').map(({ message }) => message.payload)).toEqual([{ otp: '111111' }])
    expect(page.requests('UpdateEmailSecondaryOtp').map(({ message }) => message.payload)).toEqual([{ otp: '222222' }])
  })

  it('rule: an address that is not one is refused with INVALID_EMAIL before the frame is asked', async () => {
    const { update, page } = await setup()
    await expect(update.start('not-an-address')).rejects.toMatchObject({ code: 'INVALID_EMAIL', shortMessage: 'Email must be a valid email address' })
    expect(page.requests('UpdateEmail')).toEqual([])
  })

  it("rule: the frame's refusals reach the caller in its words ('This is already your email', 'Invalid code')", async () => {
    const { update, page } = await setup({ answers: { UpdateEmail: undefined, UpdateEmailPrimaryOtp: undefined } })
    const starting = update.start('old@example.com')
    await vi.waitFor(() => expect(page.requests('UpdateEmail')).toHaveLength(1))
    page.fail('UpdateEmail', 'This is already your email')
    await expect(starting).rejects.toMatchObject({ code: 'FRAME_REFUSED', shortMessage: 'This is already your email' })
    const verifying = update.verifyPrimary('000000')
    await vi.waitFor(() => expect(page.requests('UpdateEmailPrimaryOtp')).toHaveLength(1))
    page.fail('UpdateEmailPrimaryOtp', 'Invalid code')
    await expect(verifying).rejects.toThrow('Invalid code')
  })

  it('rule: after the secondary code GetUser is polled every 1 s until it reports the new address, which is then the stored one', async () => {
    const { update, storage, wait, polls } = await setup({ reportsNewAfter: 3 })
    expect(update.current()).toBe('old@example.com')
    await update.verifySecondary('222222')
    expect(polls()).toBe(3)
    expect(wait.mock.calls).toEqual([[1_000], [1_000]])
    expect(storage.get(STORAGE_KEYS.email)).toBe(NEW)
    expect(update.current()).toBe(NEW)
  })

  it('rule: the poll gives up after 5 asks, and stops when the kernel is destroyed; the old address stays stored', async () => {
    const few = await setup({ reportsNewAfter: 99 })
    await few.update.verifySecondary('222222')
    expect(few.polls()).toBe(5)
    expect(few.storage.get(STORAGE_KEYS.email)).toBe('old@example.com')
    await kernel?.destroy()
    kernel = undefined

    const made = await setup({ reportsNewAfter: 99 })
    made.wait.mockImplementation(async () => {
      await made.kernel.destroy()
    })
    await made.update.verifySecondary('222222').catch(() => undefined)
    expect(made.polls()).toBe(1)
  })
})
