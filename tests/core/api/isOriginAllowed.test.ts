import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed, matchesPattern } from '../../../core/api/isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it('rule: an origin on the list is allowed, one that is not is refused', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://other.example', 'https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com.evil.io'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })

  it('rule: "*" alone allows every origin', () => {
    expect(isOriginAllowed('https://anything.example', ['*'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', ['*'])).toBe(true)
  })

  it('rule: "*" matches one DNS label, never zero characters, dots or the scheme', () => {
    const patterns = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://my-app-2.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://a.b.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://app.example.com.evil.io', patterns)).toBe(false)
    expect(isOriginAllowed('https://evil.io/.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', patterns)).toBe(false)
  })

  it('rule: "*" can stand for a port or part of a label', () => {
    expect(isOriginAllowed('http://localhost:3000', ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost', ['http://localhost:*'])).toBe(false)
    expect(isOriginAllowed('https://pr-42-preview.example.com', ['https://pr-*-preview.example.com'])).toBe(true)
    expect(isOriginAllowed('https://pr-preview.example.com', ['https://pr-*-preview.example.com'])).toBe(false)
  })

  it('rule: a "*" cannot reach across the scheme separator', () => {
    expect(matchesPattern('*.example.com', 'https://app.example.com')).toBe(false)
    expect(matchesPattern('*://app.example.com', 'https://app.example.com')).toBe(true)
    expect(matchesPattern('*://app.example.com', 'https://evil.io/://app.example.com')).toBe(false)
  })

  it('rule: regular-expression characters in a pattern are literal', () => {
    expect(isOriginAllowed('https://appxexample.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://aXexample.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://a.example.com', ['https://(a|b).example.com'])).toBe(false)
    expect(isOriginAllowed('https://(a|b).example.com', ['https://(a|b).example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.example.com', ['https://[a-z]+.example.com'])).toBe(false)
  })

  it('rule: a hostile pattern with many stars is answered quickly', () => {
    const pattern = `https://${'*-'.repeat(200)}*.example.com`
    const origin = `https://${'a'.repeat(1_500)}!`
    const started = performance.now()
    expect(isOriginAllowed(origin, [pattern])).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('property: a pattern without "*" matches only itself', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab.:/-*?+()[]^$\\|{}1'.split('')), maxLength: 12 })
    const pattern = text.filter((value) => value !== '' && !value.includes('*'))
    fc.assert(fc.property(pattern, text, (p, origin) => isOriginAllowed(origin, [p]) === (origin === p)))
    fc.assert(fc.property(pattern, (p) => isOriginAllowed(p, [p])))
    fc.assert(fc.property(fc.webUrl(), fc.webUrl(), (p, origin) => isOriginAllowed(origin, [p]) === (origin === p)))
  })

  it('property: a wildcard pattern never allows an origin on another scheme or with an extra label', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
    fc.assert(fc.property(label, label, (sub, extra) => {
      expect(isOriginAllowed(`https://${sub}.example.com`, ['https://*.example.com'])).toBe(true)
      expect(isOriginAllowed(`http://${sub}.example.com`, ['https://*.example.com'])).toBe(false)
      expect(isOriginAllowed(`https://${extra}.${sub}.example.com`, ['https://*.example.com'])).toBe(false)
    }))
  })
})
