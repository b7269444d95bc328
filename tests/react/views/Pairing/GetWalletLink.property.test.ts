import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletListing } from '../../../../core/types/wallet.js'
import { getWalletUrl, httpsUrl, walletPlatforms } from '../../../../react/views/Pairing/GetWalletLink.js'
import { HOSTILE_URL_EXAMPLES, hostileUrl, scriptUrl } from '../../../helpers/hostileUrls.js'

/*
 * The links Portico builds from a registry listing (SPEC section 3: mobile_link, desktop_link,
 * webapp_link, and the store and homepage links) are untrusted: only an absolute https URL may
 * become an href, whatever disguise the rest arrives in.
 */

const LINK_FIELDS = ['app_store', 'play_store', 'chrome_store', 'homepage'] as const
const MOBILE_ORDER = ['app_store', 'play_store', 'homepage'] as const
const DESKTOP_ORDER = ['homepage', 'chrome_store', 'app_store', 'play_store'] as const

const httpsLink = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
const anyLink = fc.oneof(hostileUrl, httpsLink, fc.string({ unit: 'binary', maxLength: 40 }), fc.constant(null), fc.constant(undefined))
const listingWith = (link: fc.Arbitrary<string | null | undefined>) =>
  fc.record({ app_store: link, play_store: link, chrome_store: link, homepage: link, mobile_link: link, desktop_link: link, webapp_link: link })
    .map((links): WalletListing => ({ id: 'w', name: 'Wallet', ...links }))

/** An href a page may follow: https, nothing hidden in it that a browser would strip or read otherwise. */
const SAFE_HREF = /^https:\/\/[^\s\p{Cc}\\]+$/u

describe('wallet links (properties)', () => {
  it.each(HOSTILE_URL_EXAMPLES.map((url) => [JSON.stringify(url), url]))('rule: %s never becomes a link', (_, url) => {
    expect(httpsUrl(url)).toBeUndefined()
    expect(getWalletUrl({ id: 'w', name: 'W', app_store: url, play_store: url, chrome_store: url, homepage: url }, true)).toBeUndefined()
    expect(getWalletUrl({ id: 'w', name: 'W', app_store: url, play_store: url, chrome_store: url, homepage: url }, false)).toBeUndefined()
  })

  it('property: script schemes in any case, with stripped characters and junk around them, are refused', () => {
    fc.assert(fc.property(scriptUrl, (url) => {
      expect(httpsUrl(url)).toBeUndefined()
    }), { numRuns: 500 })
  })

  it('property: the disguises are live: the URL parser itself reads them as their script scheme', () => {
    // Only the junk the parser strips (C0 controls and space at the ends, tab and newlines inside).
    const parserStrips = (url: string) => !/[\u0080-\uffff]/.test(url)
    fc.assert(fc.property(scriptUrl.filter(parserStrips), (url) => {
      expect(['javascript:', 'vbscript:', 'livescript:', 'file:', 'data:']).toContain(new URL(url).protocol)
    }), { numRuns: 300 })
  })

  it('property: hostile and malformed links (protocol-relative, relative, broken) are refused', () => {
    fc.assert(fc.property(hostileUrl, (url) => {
      expect(httpsUrl(url)).toBeUndefined()
    }), { numRuns: 500 })
  })

  it('property: whatever the text, a link is either refused or a normalized absolute https URL', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), hostileUrl, httpsLink.map((url) => ` ${url}\n`))
    fc.assert(fc.property(anyText, (text) => {
      const url = httpsUrl(text)
      if (url === undefined) return
      expect(url).toMatch(SAFE_HREF)
      expect(new URL(url).href).toBe(url)
    }), { numRuns: 500 })
  })

  it('property: every https URL is kept, as the URL parser normalizes it', () => {
    fc.assert(fc.property(httpsLink, (url) => {
      expect(httpsUrl(url)).toBe(new URL(url).href)
    }), { numRuns: 300 })
  })

  it('property: getWalletUrl gives the first safe link in the platform\'s order, or nothing', () => {
    fc.assert(fc.property(listingWith(anyLink), fc.boolean(), (wallet, isMobile) => {
      const order = isMobile ? MOBILE_ORDER : DESKTOP_ORDER
      const first = order.map((field) => httpsUrl(wallet[field])).find((url) => url !== undefined)
      const url = getWalletUrl(wallet, isMobile)
      expect(url).toBe(first)
      if (url !== undefined) expect(url).toMatch(SAFE_HREF)
    }), { numRuns: 500 })
  })

  it('property: a listing whose links are all hostile gets no link on any platform', () => {
    fc.assert(fc.property(listingWith(hostileUrl), fc.boolean(), (wallet, isMobile) => {
      expect(getWalletUrl(wallet, isMobile)).toBeUndefined()
      for (const field of LINK_FIELDS) expect(httpsUrl(wallet[field])).toBeUndefined()
    }), { numRuns: 300 })
  })

  it('property: walletPlatforms always names one to three distinct platforms in tab order, whatever the links', () => {
    fc.assert(fc.property(fc.option(listingWith(anyLink), { nil: undefined }), (wallet) => {
      const platforms = walletPlatforms(wallet)
      expect(platforms.length).toBeGreaterThan(0)
      expect(platforms).toEqual(['mobile', 'desktop', 'web'].filter((platform) => platforms.includes(platform as never)))
    }), { numRuns: 300 })
  })

  it('rule: a 1 MB link is answered at once and never echoed back unchecked', () => {
    const started = performance.now()
    expect(httpsUrl(`javascript:${'a'.repeat(1_000_000)}`)).toBeUndefined()
    expect(httpsUrl(`https://wallet.example/${'a'.repeat(1_000_000)}`)).toMatch(SAFE_HREF)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
