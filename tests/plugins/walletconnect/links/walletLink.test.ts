import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletLink, webAppLink, installLink } from '../../../../plugins/walletconnect/links/walletLink.js'
import { HOSTILE_URL_EXAMPLES, hostileUrl, scriptUrl } from '../../../helpers/hostileUrls.js'
import { pairingUri } from '../helpers/fakeUniversalProvider.js'

const uri = pairingUri(1)
const encoded = encodeURIComponent(uri)

/** What a followed link may look like: a scheme, then nothing a browser strips or reads otherwise. */
const SAFE_HREF = /^[a-z][a-z0-9+.-]*:\/\/[\x21-\x7e]+$/

describe('walletLink', () => {
  it.each([
    ['linked://', `linked://wc?uri=${encoded}`],
    ['metamask:', `metamask://wc?uri=${encoded}`],
    ['metamask:/', `metamask://wc?uri=${encoded}`],
    ['cbwallet://wsegue', `cbwallet://wsegue/wc?uri=${encoded}`],
    ['trust://open/', `trust://open/wc?uri=${encoded}`],
  ])('rule: the native scheme %s opens as scheme://wc?uri=<encoded>', (link, expected) => {
    expect(walletLink(link, uri)).toEqual({ href: expected, kind: 'native' })
  })

  it.each([
    ['https://link.wallet.test', `https://link.wallet.test/wc?uri=${encoded}`],
    ['https://link.wallet.test/', `https://link.wallet.test/wc?uri=${encoded}`],
    ['https://wallet.test/app', `https://wallet.test/app/wc?uri=${encoded}`],
  ])('rule: the universal link %s opens as https://host/wc?uri=<encoded>', (link, expected) => {
    expect(walletLink(link, uri)).toEqual({ href: expected, kind: 'universal' })
  })

  it('rule: the pairing URI is encoded whole, so its own query cannot leak into the link', () => {
    const href = walletLink('linked://', uri)!.href
    expect(new URL(href).searchParams.get('uri')).toBe(uri)
    expect([...new URL(href).searchParams.keys()]).toEqual(['uri'])
  })

  it.each(HOSTILE_URL_EXAMPLES.map((link) => [JSON.stringify(link), link]))('rule: %s never becomes a link', (_, link) => {
    expect(walletLink(link, uri)).toBeUndefined()
  })

  it.each(['http://wallet.test', 'ws://wallet.test', 'blob:https://x/y', 'about:blank', 'https://user:pw@wallet.test', 'https://wallet.test/?a=1', 'linked://#x', 'linked://?next=evil'])(
    'rule: %s (plain http, a web or browser scheme, credentials, a query or a fragment) is refused',
    (link) => expect(walletLink(link, uri)).toBeUndefined(),
  )

  it('rule: only a wc: pairing URI is handed to a wallet', () => {
    expect(walletLink('linked://', 'javascript:alert(1)')).toBeUndefined()
    expect(walletLink('linked://', 'https://evil.test')).toBeUndefined()
  })

  it('property: script schemes in any disguise, and malformed links, are refused', () => {
    fc.assert(fc.property(fc.oneof(scriptUrl, hostileUrl), (link) => {
      expect(walletLink(link, uri)).toBeUndefined()
    }), { numRuns: 500 })
  })

  it('property: whatever the text, a link is refused or a plain absolute link carrying the URI once', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 40 }), hostileUrl, fc.webUrl()), (text) => {
      const link = walletLink(text, uri)
      if (!link) return
      expect(link.href).toMatch(SAFE_HREF)
      expect(link.href.endsWith(`wc?uri=${encoded}`)).toBe(true)
    }), { numRuns: 500 })
  })
})

describe('webAppLink', () => {
  it('rule: the web app opens only over https', () => {
    expect(webAppLink('https://app.wallet.test', uri)).toEqual({ href: `https://app.wallet.test/wc?uri=${encoded}`, kind: 'universal' })
    expect(webAppLink('linked://', uri)).toBeUndefined()
    expect(webAppLink(null, uri)).toBeUndefined()
  })
})

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8)'
const wallet = { id: 'w', name: 'W', app_store: 'https://apps.apple.test/w', play_store: 'https://play.google.test/w' }

describe('installLink', () => {
  it('rule: an iPhone gets the App Store, an Android phone Google Play', () => {
    expect(installLink(wallet, IPHONE)).toBe('https://apps.apple.test/w')
    expect(installLink(wallet, ANDROID)).toBe('https://play.google.test/w')
  })

  it('rule: the other store is offered when the phone\'s own is missing', () => {
    expect(installLink({ ...wallet, play_store: null }, ANDROID)).toBe('https://apps.apple.test/w')
  })

  it.each(HOSTILE_URL_EXAMPLES.map((url) => [JSON.stringify(url), url]))('rule: %s is never an install link', (_, url) => {
    expect(installLink({ id: 'w', name: 'W', app_store: url, play_store: url }, IPHONE)).toBeUndefined()
  })

  it('rule: without a listing there is nothing to install', () => {
    expect(installLink(undefined, IPHONE)).toBeUndefined()
  })
})
