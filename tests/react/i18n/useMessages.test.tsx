// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import type { Catalog } from '../../../react/i18n/Catalog.js'
import { catalogLoaders } from '../../../react/i18n/catalogLoaders.js'
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

  it("rule: a count is written in the language's digits and plural", async () => {
    expect(messagesIn('en', undefined).plural(1200, 'walletsFound')).toBe('1,200 wallets found')
    expect(messagesIn('de', await catalogLoaders.de!()).plural(1200, 'walletsFound')).toBe('1.200 Wallets gefunden')
  })

  it("rule: a plugin's English label (a feature button's, a tab's) reads in the visitor's language where the catalog has that text, else as given", async () => {
    const { label } = messagesIn('de', await catalogLoaders.de!())
    expect([label('Send'), label('Receive'), label('Tokens')]).toEqual(['Senden', 'Empfangen', 'Token'])
    expect(label('Stake')).toBe('Stake')
    expect(messagesIn('en', undefined).label('Receive')).toBe('Receive')
  })

  it("rule: a plural category the catalog has no form for (a browser's other CLDR: an older Hebrew `many`) reads the `other` form", async () => {
    vi.spyOn(Intl.PluralRules.prototype, 'select').mockReturnValue('many')
    expect(messagesIn('he', await catalogLoaders.he!()).plural(20, 'walletsFound')).toBe('נמצאו 20 ארנקים')
  })
})

/** The counts each language's plural forms are read at: zero, one, two, a few, many, the teens, 21 and a hundred. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100] as const

/** "N wallets found" at each of COUNTS, as a reader of the language writes it. */
const walletsFound: Readonly<Record<string, readonly string[]>> = {
  en: ['0 wallets found', '1 wallet found', '2 wallets found', '3 wallets found', '5 wallets found', '11 wallets found', '21 wallets found', '100 wallets found'],
  ar: [
    'لم يُعثر على أي محفظة',
    'عُثر على محفظة واحدة',
    'عُثر على محفظتين',
    'عُثر على 3 محافظ',
    'عُثر على 5 محافظ',
    'عُثر على 11 محفظةً',
    'عُثر على 21 محفظةً',
    'عُثر على 100 محفظة',
  ],
  de: ['0 Wallets gefunden', '1 Wallet gefunden', '2 Wallets gefunden', '3 Wallets gefunden', '5 Wallets gefunden', '11 Wallets gefunden', '21 Wallets gefunden', '100 Wallets gefunden'],
  es: [
    '0 billeteras encontradas',
    '1 billetera encontrada',
    '2 billeteras encontradas',
    '3 billeteras encontradas',
    '5 billeteras encontradas',
    '11 billeteras encontradas',
    '21 billeteras encontradas',
    '100 billeteras encontradas',
  ],
  fr: ['0 wallet trouvé', '1 wallet trouvé', '2 wallets trouvés', '3 wallets trouvés', '5 wallets trouvés', '11 wallets trouvés', '21 wallets trouvés', '100 wallets trouvés'],
  he: ['נמצאו 0 ארנקים', 'נמצא ארנק אחד', 'נמצאו שני ארנקים', 'נמצאו 3 ארנקים', 'נמצאו 5 ארנקים', 'נמצאו 11 ארנקים', 'נמצאו 21 ארנקים', 'נמצאו 100 ארנקים'],
  hi: ['0 वॉलेट मिला', '1 वॉलेट मिला', '2 वॉलेट मिले', '3 वॉलेट मिले', '5 वॉलेट मिले', '11 वॉलेट मिले', '21 वॉलेट मिले', '100 वॉलेट मिले'],
  it: ['0 wallet trovati', '1 wallet trovato', '2 wallet trovati', '3 wallet trovati', '5 wallet trovati', '11 wallet trovati', '21 wallet trovati', '100 wallet trovati'],
  ja: [
    '0件のウォレットが見つかりました',
    '1件のウォレットが見つかりました',
    '2件のウォレットが見つかりました',
    '3件のウォレットが見つかりました',
    '5件のウォレットが見つかりました',
    '11件のウォレットが見つかりました',
    '21件のウォレットが見つかりました',
    '100件のウォレットが見つかりました',
  ],
  ko: ['지갑 0개를 찾았습니다', '지갑 1개를 찾았습니다', '지갑 2개를 찾았습니다', '지갑 3개를 찾았습니다', '지갑 5개를 찾았습니다', '지갑 11개를 찾았습니다', '지갑 21개를 찾았습니다', '지갑 100개를 찾았습니다'],
  pt: [
    '0 carteira encontrada',
    '1 carteira encontrada',
    '2 carteiras encontradas',
    '3 carteiras encontradas',
    '5 carteiras encontradas',
    '11 carteiras encontradas',
    '21 carteiras encontradas',
    '100 carteiras encontradas',
  ],
  ru: [
    'Найдено 0 кошельков',
    'Найден 1 кошелёк',
    'Найдено 2 кошелька',
    'Найдено 3 кошелька',
    'Найдено 5 кошельков',
    'Найдено 11 кошельков',
    'Найден 21 кошелёк',
    'Найдено 100 кошельков',
  ],
  tr: ['0 cüzdan bulundu', '1 cüzdan bulundu', '2 cüzdan bulundu', '3 cüzdan bulundu', '5 cüzdan bulundu', '11 cüzdan bulundu', '21 cüzdan bulundu', '100 cüzdan bulundu'],
  zh: ['找到 0 个钱包', '找到 1 个钱包', '找到 2 个钱包', '找到 3 个钱包', '找到 5 个钱包', '找到 11 个钱包', '找到 21 个钱包', '找到 100 个钱包'],
}

const catalogOf = async (locale: string) => (locale === 'en' ? undefined : await catalogLoaders[locale]!())

describe('plural', () => {
  it('rule: every language, English too, has its expected counts', () => {
    expect(Object.keys(walletsFound).sort()).toEqual(['en', ...Object.keys(catalogLoaders)].sort())
  })

  it.each(Object.keys(walletsFound))("rule: in %s, each count reads its language's plural form (0, 1, 2, 3, 5, 11, 21, 100)", async (locale) => {
    const { plural } = messagesIn(locale, await catalogOf(locale))
    expect(COUNTS.map((count) => plural(count, 'walletsFound'))).toEqual(walletsFound[locale])
  })

  it("rule: Spanish, French, Italian and Portuguese write a whole million with de or di (CLDR's many)", async () => {
    const million = async (locale: string) => messagesIn(locale, await catalogOf(locale)).plural(1_000_000, 'walletsFound')
    expect(await million('es')).toBe('1.000.000 de billeteras encontradas')
    expect(await million('fr')).toBe('1\u202f000\u202f000 de wallets trouvés')
    expect(await million('it')).toBe('1.000.000 di wallet trovati')
    expect(await million('pt')).toBe('1.000.000 de carteiras encontradas')
  })
})
