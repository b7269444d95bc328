// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { legalAgreementPending } from '../../../../core/actions/modalActions.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { KernelOptions } from '../../../../core/options/types.js'
import AllWallets from '../../../../react/views/AllWallets.js'
import Connect from '../../../../react/views/Connect.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { registerListingLogin } from '../../helpers/lateRegistrations.js'
import { expectNoAxeViolations, fakeApi, listings, renderView } from '../../connect/viewKit.js'

const TERMS = 'https://site.test/terms'
const PRIVACY = 'https://site.test/privacy'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

function setup(options: Partial<KernelOptions> = {}) {
  kernel = registerListingLogin(createTestKernel(options, { fetch: fakeApi(listings(3)).fetch }))
  return kernel
}
const legalOn = (extra: Partial<KernelOptions> = {}) =>
  setup({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY, ...extra })
const checkbox = () => screen.queryByRole('checkbox', { name: /I agree to the/ })
/** The checkbox is a chunk of its own, fetched only when it shows. */
const arrived = () => screen.findByRole('checkbox', { name: /I agree to the/ })
const gated = (container: HTMLElement) => container.querySelector<HTMLElement>('.pc-legal-gated')

describe('Connect: legal checkbox', () => {
  it('rule: off by default (SPEC), the Connect view shows no checkbox and the ways in work at once', () => {
    const k = setup({ termsConditionsUrl: TERMS })
    const { container } = renderView(k, Connect)
    expect(checkbox()).toBeNull()
    expect(gated(container)).toBeNull()
    expect(legalAgreementPending(k)).toBe(false)
  })

  it('rule: when on, the view links the terms and the privacy policy in new tabs, and the ways in are inert until the visitor agrees', async () => {
    const k = legalOn()
    const { container } = renderView(k, Connect)
    // The ways in wait while the checkbox's chunk arrives, never usable before it.
    expect(gated(container)!.hasAttribute('inert')).toBe(true)
    const box = await arrived()
    expect((box as HTMLInputElement).checked).toBe(false)
    const links = screen.getAllByRole('link').filter((link) => link.closest('.pc-legal'))
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Terms of Service (opens in a new tab)', TERMS, '_blank'],
      ['Privacy Policy (opens in a new tab)', PRIVACY, '_blank'],
    ])
    expect(gated(container)!.hasAttribute('inert')).toBe(true)
    expect(gated(container)!.getAttribute('aria-disabled')).toBe('true')
    expect(legalAgreementPending(k)).toBe(true)
    await expectNoAxeViolations(container)

    act(() => void fireEvent.click(box))
    expect((checkbox() as HTMLInputElement).checked).toBe(true)
    expect(gated(container)!.hasAttribute('inert')).toBe(false)
    expect(legalAgreementPending(k)).toBe(false)
  })

  it('rule: unticking the box makes the ways in wait again', async () => {
    const k = legalOn()
    const { container } = renderView(k, Connect)
    const box = await arrived()
    act(() => void fireEvent.click(box))
    act(() => void fireEvent.click(checkbox()!))
    expect(gated(container)!.hasAttribute('inert')).toBe(true)
    expect(legalAgreementPending(k)).toBe(true)
  })

  it('rule: with only one page named, only that page is linked', async () => {
    legalOn({ privacyPolicyUrl: undefined })
    renderView(kernel!, Connect)
    expect((await arrived()).closest('label')!.textContent).toBe('I agree to the Terms of Service (opens in a new tab)')
  })

  it('rule: on but with neither page named, there is nothing to agree to: no checkbox, nothing waits', () => {
    const k = setup({ features: { legalCheckbox: true } })
    const { container } = renderView(k, Connect)
    expect(checkbox()).toBeNull()
    expect(gated(container)).toBeNull()
    expect(legalAgreementPending(k)).toBe(false)
  })

  it('rule: the agreement holds across views: ticked on Connect, All Wallets opens without asking again', async () => {
    const k = legalOn()
    renderView(k, Connect)
    const box = await arrived()
    act(() => void fireEvent.click(box))
    cleanup()
    const { container } = renderView(k, AllWallets)
    expect(((await arrived()) as HTMLInputElement).checked).toBe(true)
    expect(gated(container)!.hasAttribute('inert')).toBe(false)
  })

  it('rule: All Wallets opened before agreeing asks there too, its search and list inert', async () => {
    const k = legalOn()
    const { container } = renderView(k, AllWallets)
    expect(((await arrived()) as HTMLInputElement).checked).toBe(false)
    expect(gated(container)!.contains(screen.getByRole('searchbox'))).toBe(true)
    expect(gated(container)!.hasAttribute('inert')).toBe(true)
  })
})
