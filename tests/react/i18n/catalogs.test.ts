import { describe, expect, it } from 'vitest'
import { alerts } from '../../../core/errors/AlertError.js'
import { ApiError } from '../../../core/errors/ApiError.js'
import { ChainError } from '../../../core/errors/ChainError.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import { EmbeddedWalletError } from '../../../core/errors/EmbeddedWalletError.js'
import { RpcError } from '../../../core/errors/RpcError.js'
import { SendError } from '../../../core/errors/SendError.js'
import { catalogLoaders } from '../../../react/i18n/catalogLoaders.js'
import { viewMessages, viewPlurals } from '../../../react/i18n/viewMessages.js'

/** The codes whose texts a visitor can read (a failed connection, switch, send, login or request). */
const visitorErrors: Readonly<Record<string, string>> = {
  ...ConnectionError.messages, ...ChainError.messages, ...SendError.messages, ...EmbeddedWalletError.messages,
  ...RpcError.messages, ...ApiError.messages,
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

const withoutCount = (names: readonly (string | undefined)[]) => names.filter((name) => name !== 'count')

const pluralCategories = (locale: string) => [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort()

/** Whether `category` holds one whole count only in `locale` (Arabic's `two`), so its form may say the number in words. */
const isOneCount = (locale: string, category: string) => {
  const rules = new Intl.PluralRules(locale)
  return Array.from({ length: 1001 }, (_, count) => rules.select(count)).filter((selected) => selected === category).length === 1
}

describe.each(Object.keys(catalogLoaders))('the %s catalog', (locale) => {
  it('rule: has every English message, no other, each with the same placeholders', async () => {
    const { messages } = await catalogLoaders[locale]!()
    expect(Object.keys(messages).sort()).toEqual(Object.keys(viewMessages).sort())
    for (const [key, english] of Object.entries(viewMessages)) {
      const text = messages[key as keyof typeof messages]
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(english))
    }
  })

  it('rule: has every English counted text, no other, each with a form for exactly the plural categories Intl.PluralRules gives the language', async () => {
    const { plurals } = await catalogLoaders[locale]!()
    expect(Object.keys(plurals).sort()).toEqual(Object.keys(viewPlurals).sort())
    for (const [key, forms] of Object.entries(plurals)) expect(Object.keys(forms).sort(), key).toEqual(pluralCategories(locale))
  })

  it('rule: every plural form has the English placeholders, {count} left out only where its category is one count', async () => {
    const { plurals } = await catalogLoaders[locale]!()
    for (const [key, forms] of Object.entries(plurals)) {
      const english = placeholders(viewPlurals[key as keyof typeof viewPlurals].other)
      for (const [category, text] of Object.entries(forms)) {
        expect(text.trim(), `${key}.${category}`).not.toBe('')
        expect(withoutCount(placeholders(text)), `${key}.${category}`).toEqual(withoutCount(english))
        if (!isOneCount(locale, category)) expect(placeholders(text), `${key}.${category}`).toContain('count')
      }
    }
  })

  it('rule: translates every error code a visitor can read, with the same placeholders', async () => {
    const { errors } = await catalogLoaders[locale]!()
    expect(Object.keys(errors).sort()).toEqual(Object.keys(visitorErrors).sort())
    for (const [code, english] of Object.entries(visitorErrors)) expect(placeholders(errors[code] ?? ''), code).toEqual(placeholders(english))
  })

  it("rule: translates every alert, with a second line exactly where SPEC's has one", async () => {
    const translated = (await catalogLoaders[locale]!()).alerts
    for (const [code, english] of Object.entries(alerts)) {
      const alert = translated[code as keyof typeof alerts]
      expect(alert?.message.trim(), code).toBeTruthy()
      expect(alert?.description !== undefined, code).toBe('description' in english)
    }
  })
})

describe('the English catalog', () => {
  it('rule: is SPEC\'s texts unchanged where views show them', () => {
    expect(viewMessages.connectWallet).toBe('Connect Wallet')
    expect(viewMessages.tagRecent).toBe('RECENT')
    expect(viewMessages.tagQrCode).toBe('QR CODE')
    expect(viewMessages.titleAllWallets).toBe('All Wallets')
  })

  it('rule: each counted text has a form for exactly the plural categories Intl.PluralRules gives English, each with {count}', () => {
    for (const [key, forms] of Object.entries(viewPlurals)) {
      expect(Object.keys(forms).sort(), key).toEqual(pluralCategories('en'))
      for (const text of Object.values(forms)) expect(placeholders(text), key).toEqual(['count'])
    }
  })
})
