// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { openModal } from '../../../../core/actions/modalActions.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { EmailUpdateRow } from '../../../../react/views/Account/EmailUpdateRow.js'
import { emailUpdateKernel, inKernel } from '../Email/emailUpdateKit.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function setup(connectorId: string, withUpdate = true) {
  const made = await emailUpdateKernel(withUpdate ? {} : false)
  kernel = made.kernel
  openModal(made.kernel, { view: 'Connect' })
  await connect(made.kernel, { connectorId })
  expect(made.kernel.store('chains').getState().byNamespace.eip155?.connectorId).toBe(connectorId)
  inKernel(made.kernel, <EmailUpdateRow kernel={made.kernel} namespace="eip155" />)
  return made.kernel
}

describe('EmailUpdateRow', () => {
  it("rule: a connection of an email login with updateEmail shows 'Update email' with the current address; it opens the login's update view", async () => {
    const k = await setup('email-test-wallet')
    const row = screen.getByRole('button', { name: /Update email/ })
    expect(row.textContent).toContain('old@example.test')
    fireEvent.click(row)
    expect(k.store('router').getState()).toMatchObject({ view: 'EmailChange', data: { loginMethod: 'email-test' } })
  })

  it('rule: no row for an email login without updateEmail', async () => {
    await setup('email-test-wallet', false)
    expect(screen.queryByRole('button', { name: /Update email/ })).toBeNull()
  })

  it("rule: no row for a connection of another login method (or none)", async () => {
    await setup('other-login-wallet')
    expect(screen.queryByRole('button', { name: /Update email/ })).toBeNull()
  })
})
