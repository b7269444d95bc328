import { describe, expect, it } from 'vitest'
import { parseWcUri, WC_URI_ERRORS } from '../../../demo/wcwallet/parseWcUri.js'
import { EXPIRY_S, NOW_MS, SYM_KEY, TOPIC, wcUri } from './wcUriFixture.js'

const errorOf = (input: string) => {
  const result = parseWcUri(input, NOW_MS)
  if (result.ok) throw new Error(`expected ${input} to be refused`)
  return result.error
}

describe('parseWcUri', () => {
  it('rule: a v2 URI gives its topic, key, relay protocol and expiry', () => {
    expect(parseWcUri(wcUri(), NOW_MS)).toEqual({
      ok: true,
      value: { uri: wcUri(), topic: TOPIC, symKey: SYM_KEY, relayProtocol: 'irn', expiryTimestamp: EXPIRY_S },
    })
  })

  it('rule: surrounding spaces, a %-encoded URI and a whole deep link all give the same URI', () => {
    const expected = wcUri()
    expect(parseWcUri(`  ${expected}\n`, NOW_MS)).toMatchObject({ ok: true, value: { uri: expected } })
    expect(parseWcUri(encodeURIComponent(expected), NOW_MS)).toMatchObject({ ok: true, value: { uri: expected } })
    expect(parseWcUri(`http://127.0.0.1:5173/wcwallet/wc?uri=${encodeURIComponent(expected)}`, NOW_MS)).toMatchObject({ ok: true, value: { uri: expected } })
    expect(parseWcUri(`portico-wallet://wc?uri=${encodeURIComponent(expected)}`, NOW_MS)).toMatchObject({ ok: true, value: { uri: expected } })
  })

  it('rule: a URI without an expiry is accepted (the SDK then uses its own 5 minutes)', () => {
    expect(parseWcUri(wcUri(`relay-protocol=irn&symKey=${SYM_KEY}`), NOW_MS)).toMatchObject({ ok: true, value: { expiryTimestamp: undefined } })
  })

  it('rule: an empty input asks for a link, in plain words', () => {
    expect(errorOf('   ')).toBe(WC_URI_ERRORS.empty)
    expect(WC_URI_ERRORS.empty).toBe('Paste a WalletConnect link first. It starts with "wc:".')
  })

  it('rule: text that is not a wc: link says what a WalletConnect link looks like', () => {
    for (const input of ['hello', 'https://example.com/?q=1', 'javascript:alert(1)', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']) {
      expect(errorOf(input)).toBe(WC_URI_ERRORS.notWalletConnect)
    }
  })

  it('rule: a v1 link is named as retired', () => {
    expect(errorOf(`wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=${SYM_KEY}`)).toBe(WC_URI_ERRORS.version1)
  })

  it('rule: another version is named', () => {
    expect(errorOf(wcUri().replace('@2?', '@3?'))).toBe('This WalletConnect link is for version 3, which this wallet does not speak. Ask the site for a WalletConnect v2 link.')
  })

  it('rule: a cut or damaged link (topic, key, relay protocol, expiry) is called incomplete', () => {
    const damaged = [
      `wc:${TOPIC}`,
      `wc:${TOPIC}@2`,
      `wc:${TOPIC.slice(0, 20)}@2?relay-protocol=irn&symKey=${SYM_KEY}`,
      wcUri(`relay-protocol=irn&symKey=${SYM_KEY.slice(0, 40)}`),
      wcUri(`relay-protocol=irn`),
      wcUri(`symKey=${SYM_KEY}`),
      wcUri(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=soon`),
    ]
    for (const input of damaged) expect(errorOf(input), input).toBe(WC_URI_ERRORS.damaged)
  })

  it('rule: a link past its expiryTimestamp is refused as expired before the SDK sees it', () => {
    expect(errorOf(wcUri(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=${NOW_MS / 1000}`))).toBe(WC_URI_ERRORS.expired)
    expect(parseWcUri(wcUri(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=${NOW_MS / 1000 + 1}`), NOW_MS).ok).toBe(true)
  })
})
