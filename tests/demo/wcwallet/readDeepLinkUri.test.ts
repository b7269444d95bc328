import { describe, expect, it } from 'vitest'
import { readDeepLinkUri, withoutDeepLinkUri } from '../../../demo/wcwallet/readDeepLinkUri.js'
import { wcUri } from './wcUriFixture.js'

describe('readDeepLinkUri', () => {
  it('rule: an encoded uri parameter is decoded, wherever it sits in the query', () => {
    const uri = wcUri()
    expect(readDeepLinkUri(`?uri=${encodeURIComponent(uri)}`)).toBe(uri)
    expect(readDeepLinkUri(`?theme=dark&uri=${encodeURIComponent(uri)}&from=qr`)).toBe(uri)
  })

  it('rule: a raw wc: URI keeps its own &symKey=... (it runs to the end of the query)', () => {
    const uri = wcUri()
    expect(readDeepLinkUri(`?uri=${uri}`)).toBe(uri)
  })

  it('rule: no uri parameter, or an empty one, is no deep link', () => {
    expect(readDeepLinkUri('')).toBeUndefined()
    expect(readDeepLinkUri('?theme=dark')).toBeUndefined()
    expect(readDeepLinkUri('?uri=')).toBeUndefined()
    expect(readDeepLinkUri('?urix=1')).toBeUndefined()
  })

  it('rule: a broken %-escape is handed on as it is, for the URI check to refuse', () => {
    expect(readDeepLinkUri('?uri=wc%3A%ZZ')).toBe('wc%3A%ZZ')
  })

  it('rule: the address without the deep link keeps the page and its other parameters', () => {
    const uri = wcUri()
    expect(withoutDeepLinkUri(`http://127.0.0.1:5173/wc-wallet.html?uri=${encodeURIComponent(uri)}`)).toBe('http://127.0.0.1:5173/wc-wallet.html')
    expect(withoutDeepLinkUri(`http://127.0.0.1:5173/wc-wallet?a=1&uri=${encodeURIComponent(uri)}&b=2`)).toBe('http://127.0.0.1:5173/wc-wallet?a=1&b=2')
    expect(withoutDeepLinkUri(`http://127.0.0.1:5173/wcwallet/wc?a=1&uri=${uri}`)).toBe('http://127.0.0.1:5173/wcwallet/wc?a=1')
    expect(withoutDeepLinkUri('http://127.0.0.1:5173/wc-wallet?a=1')).toBe('http://127.0.0.1:5173/wc-wallet?a=1')
  })
})
