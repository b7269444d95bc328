// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import type { Catalog } from '../../../react/i18n/Catalog.js'
import { catalogStore } from '../../../react/i18n/catalogStore.js'
import { createMessages } from '../../../react/i18n/useMessages.js'
import { createTranslator } from '../../../react/i18n/useTranslator.js'
import { viewMessages } from '../../../react/i18n/viewMessages.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, shadowOf } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

const arabic = async (): Promise<Catalog> => (await import('../../../react/i18n/locales/ar.js')).catalog

describe('the buttons in the visitor language', () => {
  it('rule: with locale ar the button reads Arabic, and its host says rtl and ar', async () => {
    kernel = (await startReactKernel({ options: { locale: 'ar' } })).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    const host = buttonHosts(container)[0]!
    await waitFor(() => expect(shadowOf(host).textContent).toBe('ربط المحفظة'))
    expect(host.getAttribute('dir')).toBe('rtl')
    expect(host.getAttribute('lang')).toBe('ar')
  })

  it('rule: the first render is English until the catalog has arrived, so a server render and hydration agree', async () => {
    kernel = (await startReactKernel({ options: { locale: 'ar' } })).kernel
    expect(catalogStore(kernel).get()).toEqual({ locale: 'en', catalog: undefined })
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    expect(buttonHosts(container)[0]!.getAttribute('dir')).toBe('ltr')
    await waitFor(() => expect(catalogStore(kernel!).get().locale).toBe('ar'))
  })

  it("rule: a site's own label stays as the site wrote it", async () => {
    kernel = (await startReactKernel({ options: { locale: 'ar' } })).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton label="Sign in" />)
    await waitFor(() => expect(catalogStore(kernel!).get().locale).toBe('ar'))
    expect(shadowOf(buttonHosts(container)[0]).textContent).toBe('Sign in')
  })
})

const messagesIn = (locale: string, catalog: Catalog | undefined) => createMessages(createTranslator(viewMessages, locale, catalog))

describe('createMessages', () => {
  it('rule: English comes from the code itself, with placeholders filled', () => {
    const { t, dir } = messagesIn('en', undefined)
    expect(t('getWallet', { name: 'Rainbow' })).toBe('Get Rainbow')
    expect(dir).toBe('ltr')
  })

  it("rule: a Portico error reads in the visitor's language with its own values filled in", async () => {
    const { error } = messagesIn('ar', await arabic())
    const cooldown = new ConnectionError('EMAIL_COOLDOWN', { params: { seconds: 30 } })
    expect(error(cooldown, 'somethingWentWrong')).toBe('يرجى المحاولة مرة أخرى بعد 30 ثانية')
    expect(messagesIn('en', undefined).error(cooldown, 'somethingWentWrong')).toBe('Please try again after 30 seconds')
  })

  it("rule: a wallet's own message is shown as it came (first line), never a stack; nothing readable gives the fallback", async () => {
    const { error, ownError } = messagesIn('ar', await arabic())
    expect(error(new Error('User denied\n    at stack'), 'failedToConnect')).toBe('User denied')
    expect(error(42, 'failedToConnect')).toBe('فشل الربط')
    expect(ownError(new Error('raw server text'), 'somethingWentWrong')).toBe('حدث خطأ ما')
  })

  it("rule: an alert reads in the visitor's language by its code", async () => {
    const { alert } = messagesIn('ar', await arabic())
    expect(alert('ORIGIN_NOT_ALLOWED', { message: 'Origin Not Allowed' }).message).toBe('المصدر غير مسموح به')
  })

  it("rule: a count is written in the language's digits and plural", () => {
    const english = messagesIn('en', undefined)
    expect(english.plural(1, 'walletsFoundOne', 'walletsFoundOther')).toBe('1 wallet found')
    expect(english.plural(1200, 'walletsFoundOne', 'walletsFoundOther')).toBe('1,200 wallets found')
  })
})
