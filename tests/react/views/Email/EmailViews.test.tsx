// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { openModal } from '../../../../core/actions/modalActions.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import type { ConnectSection, EmailLogin } from '../../../../core/kernel/contributions.js'
import { definePlugin } from '../../../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { push } from '../../../../core/router/router.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import EmailOtpView from '../../../../react/views/Email/EmailOtpView.js'
import EmailSection from '../../../../react/views/Email/EmailSection.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../../helpers/mockChainPlugin.js'
import { fakeConnector } from '../../connect/viewKit.js'
import { expectNoAxeViolations } from '../../connect/viewKit.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

const SECTION: ConnectSection = { id: 'email', loginMethod: 'email-test', feature: 'email' }

/** The login's own wallet: a verified code connects it, as an embedded wallet's would. */
const LOGIN_WALLET = fakeConnector({ id: 'email-test-wallet', type: 'AUTH', loginMethod: 'email-test' }, async () => ({
  accounts: [{ namespace: 'eip155', address: '0x4444444444444444444444444444444444444444', type: 'eoa' }], caipNetworkId: 'eip155:1',
}))

/** An email login plugin whose capabilities the test steers; its code view is 'EmailOtp'. */
async function setup(capabilities: Partial<Pick<EmailLogin, 'start' | 'verify' | 'resend'>> = {}) {
  const verified = async () => void (await connect(made, { connectorId: LOGIN_WALLET.id }))
  const calls = { start: vi.fn(capabilities.start ?? (async () => {})), verify: vi.fn(capabilities.verify ?? verified), resend: vi.fn(capabilities.resend ?? (async () => {})) }
  const made = createTestKernel({ isMobile: () => false }).use(mockChainPlugin().plugin).use(definePlugin({
    name: 'email-test',
    setup(ctx) {
      ctx.registerLoginMethod({ id: 'email-test', kind: 'email', section: 'email', otpView: 'EmailOtp', ...calls })
      ctx.registerView({ id: 'EmailOtp', kind: 'email-otp', loginMethod: 'email-test', title: 'Email' })
      ctx.registerConnectorSource({ id: 'email-test', watch: (emit) => emit([LOGIN_WALLET]) })
    },
  }))
  kernel = made
  await made.start()
  return { kernel: made, calls }
}

const inKernel = (made: Kernel, node: ReactNode) => render(<KernelContext.Provider value={made}>{node}</KernelContext.Provider>)
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } })

describe('EmailSection', () => {
  it('rule: an invalid address is refused before the login method is asked', async () => {
    const { kernel, calls } = await setup()
    inKernel(kernel, <EmailSection kernel={kernel} section={SECTION} />)
    typeEmail('not-an-address')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Email must be a valid email address')
    expect(calls.start).not.toHaveBeenCalled()
  })

  it('rule: a valid address starts the login and opens the code view with it', async () => {
    const { kernel, calls } = await setup()
    inKernel(kernel, <EmailSection kernel={kernel} section={SECTION} />)
    typeEmail(' visitor@example.test ')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(calls.start).toHaveBeenCalledWith('visitor@example.test')
    await waitFor(() => expect(kernel.store('router').getState()).toMatchObject({ view: 'EmailOtp', data: { email: 'visitor@example.test' } }))
  })

  it("rule: the login method's refusal shows its own text (SPEC's 'Please try again after N seconds')", async () => {
    const refusal = new ConnectionError('FAILED_TO_CONNECT')
    const { kernel } = await setup({ start: async () => { throw refusal } })
    inKernel(kernel, <EmailSection kernel={kernel} section={SECTION} />)
    typeEmail('visitor@example.test')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe(refusal.shortMessage)
    expect(kernel.store('router').getState().view).not.toBe('EmailOtp')
  })

  it('rule: the field is labelled and the section has no axe violations', async () => {
    const { kernel } = await setup()
    const { container } = inKernel(kernel, <EmailSection kernel={kernel} section={SECTION} />)
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email')
    await expectNoAxeViolations(container)
  })
})

describe('EmailOtpView', () => {
  /** The code view, shown by the router as the email section opens it. */
  const view = (made: Kernel) => {
    openModal(made, { view: 'Connect' })
    push(made, 'EmailOtp', { email: 'visitor@example.test' })
    return inKernel(made, <EmailOtpView kernel={made} data={{ email: 'visitor@example.test' }} loginMethod="email-test" />)
  }

  it('rule: a pasted whole code verifies at once, and a verified code lands on Account', async () => {
    const { kernel, calls } = await setup()
    view(kernel)
    expect(screen.getByText('Enter the code sent to visitor@example.test')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123 456' } })
    expect(calls.verify).toHaveBeenCalledWith('123456')
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
  })

  it('rule: a refused code shows why and clears the field for another try', async () => {
    const { kernel } = await setup({ verify: async () => { throw new ConnectionError('CONNECTION_REJECTED') } })
    view(kernel)
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } })
    expect((await screen.findByRole('alert')).textContent).toBe('Connection rejected')
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('')
  })

  it("rule: resending waits SPEC's 30 s, counting down, then asks the login method again", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { kernel, calls } = await setup()
    view(kernel)
    const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement
    expect(resend().disabled).toBe(true)
    expect(resend().textContent).toBe('Resend code in 30 s')
    // A second at a time, as the countdown ticks: each tick renders before the next is set.
    for (let second = 0; second < 30; second++) await act(async () => { await vi.advanceTimersByTimeAsync(1_000) })
    expect(resend().disabled).toBe(false)
    fireEvent.click(resend())
    expect(calls.resend).toHaveBeenCalledTimes(1)
    expect(resend().disabled).toBe(true)
  })
})
