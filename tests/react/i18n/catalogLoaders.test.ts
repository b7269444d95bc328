import { describe, expect, it } from 'vitest'
import { catalogLoaders } from '../../../react/i18n/catalogLoaders.js'
import { LOCALES, resolveLocale, textDirection } from '../../../react/i18n/locales.js'

describe('resolveLocale', () => {
  it("rule: the site's locale option wins over the visitor's languages", () => {
    expect(resolveLocale('ar', ['de-DE', 'en'])).toBe('ar')
  })

  it('rule: a tag matches by its language (pt-BR reads pt, zh-Hant-TW reads zh)', () => {
    expect(resolveLocale('pt-BR', [])).toBe('pt')
    expect(resolveLocale(undefined, ['zh-Hant-TW'])).toBe('zh')
    expect(resolveLocale(undefined, ['HE_il'])).toBe('he')
  })

  it("rule: without an option, the first of the visitor's languages Portico has", () => {
    expect(resolveLocale(undefined, ['sw-KE', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(undefined, ['en-GB', 'fr'])).toBe('en')
  })

  it('rule: English when nothing matches, and for an unknown option', () => {
    expect(resolveLocale(undefined, [])).toBe('en')
    expect(resolveLocale(undefined, ['sw', 'xx'])).toBe('en')
    expect(resolveLocale('xx-YY', ['de'])).toBe('en')
  })
})

describe('LOCALES and catalogLoaders', () => {
  it('rule: the first bundle\'s list of languages is exactly the languages with a catalog', () => {
    expect([...LOCALES].sort()).toEqual(Object.keys(catalogLoaders).sort())
  })

  it('rule: at least twelve languages besides English, Arabic and Hebrew among them', () => {
    expect(Object.keys(catalogLoaders).length).toBeGreaterThanOrEqual(12)
    expect(Object.keys(catalogLoaders)).toEqual(expect.arrayContaining(['ar', 'he']))
    expect(Object.keys(catalogLoaders)).not.toContain('en')
  })

  it('rule: Arabic and Hebrew are written right to left, the others left to right', () => {
    const rtl = Object.keys(catalogLoaders).filter((locale) => textDirection(locale) === 'rtl')
    expect(rtl.sort()).toEqual(['ar', 'he'])
    expect(textDirection('en')).toBe('ltr')
  })
})
