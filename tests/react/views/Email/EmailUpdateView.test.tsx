// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../../core/actions/modalActions.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { push } from '../../../../core/router/router.js'
import EmailUpdateView from '../../../../react/views/Email/EmailUpdateView.js'
import EmailViews from '../../../../react/views/Email/EmailViews.js'
import { EmbeddedFrameError } from '../../../../plugins/embeddedwallet/EmbeddedFrameError.js'
import { expectNoAxeViolations } from '../../connect/viewKit.js'
import { emailUpdateKernel, inKernel } from './emailUpdateKit.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function setup(...args: Parameters<typeof emailUpdateKernel>) {
  const made = await emailUpdateKernel(...args)
  kernel = made.kernel
  openModal(made.kernel, { view: 'Account' })
  push(made.kernel, 'EmailChange', { loginMethod: 'email-test' })
  const view = inKernel(made.kernel, <EmailUpdateView kernel={made.kernel} data={{ loginMethod: 'email-test' }} />)
  return { ...made, view }
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

describe('EmailUpdateView', () => {
  it('rule: an invalid new address is refused before the login method is asked', async () => {
    const { calls } = await setup()
    type('Email', 'not-an-address')
    submit('Continue')
    expect(screen.getByRole('alert').textContent).toBe('Email must be a valid email address')
    expect(calls.start).not.toHaveBeenCalled()
  })

  it('rule: the new address, the current address\'s code, the new one\'s code, then done and back to Account', async () => {
    const { kernel: k, calls, view } = await setup()
    await expectNoAxeViolations(view.container)
    type('Email', ' new@example.test ')
    fireEvent.submit(screen.getByLabelText('Email').closest('form')!)
    expect(calls.start).toHaveBeenCalledWith('new@example.test')
    expect(await screen.findByText('Enter the code sent to old@example.test')).toBeTruthy()
    type('Code', '111111')
    expect(calls.verifyPrimary).toHaveBeenCalledWith('111111')
    expect(await screen.findByText('Enter the code sent to new@example.test')).toBeTruthy()
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('')
    type('Code', '2222')
    submit('Verify')
    expect(calls.verifySecondary).toHaveBeenCalledWith('2222')
    expect((await screen.findByRole('status')).textContent).toBe('Your email is now new@example.test')
    await expectNoAxeViolations(view.container)
    submit('Back to account')
    expect(k.store('router').getState().view).toBe('Account')
  })

  it("rule: a step's refusal shows in its words (the frame's 'Invalid code'), the code is cleared, the step stays", async () => {
    const refusal = new EmbeddedFrameError('FRAME_REFUSED', { params: { message: 'Invalid code' } })
    const { calls } = await setup({ verifyPrimary: async () => { throw refusal } })
    type('Email', 'new@example.test')
    submit('Continue')
    await screen.findByText('Enter the code sent to old@example.test')
    type('Code', '123456')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('')
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true')
    expect(calls.verifySecondary).not.toHaveBeenCalled()
  })

  it('rule: busy while the login method works: the button is disabled and a second submit asks nothing', async () => {
    let finish: () => void = () => {}
    const { calls } = await setup({ start: () => new Promise<void>((resolve) => { finish = resolve }) })
    type('Email', 'new@example.test')
    submit('Continue')
    submit('Continue')
    expect(calls.start).toHaveBeenCalledTimes(1)
    expect((screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(true)
    finish()
    await screen.findByText('Enter the code sent to old@example.test')
  })

  it("rule: the email views' chunk draws the update view for a view registered without a login method, the code view for one with", async () => {
    const { kernel: k } = await setup()
    cleanup()
    inKernel(k, <EmailViews kernel={k} data={{ loginMethod: 'email-test' }} />)
    expect(screen.getByText('Enter your new email address')).toBeTruthy()
    cleanup()
    inKernel(k, <EmailViews kernel={k} data={{ email: 'old@example.test' }} loginMethod="email-test" />)
    expect(screen.getByText('Enter the code sent to old@example.test')).toBeTruthy()
  })

  it('rule: a login method without updateEmail draws nothing', async () => {
    const made = await emailUpdateKernel(false)
    kernel = made.kernel
    const { container } = inKernel(made.kernel, <EmailUpdateView kernel={made.kernel} data={{ loginMethod: 'email-test' }} />)
    expect(container.innerHTML).toBe('')
  })
})
