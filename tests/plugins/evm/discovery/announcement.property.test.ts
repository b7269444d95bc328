// @vitest-environment happy-dom
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { Connector } from '../../../../core/types/connector.js'
import { MAX_ICON_LENGTH, MAX_WALLET_NAME_LENGTH, isSafeIcon, parseAnnouncement } from '../../../../plugins/evm/discovery/announcementSchema.js'
import { HOSTILE_URL_EXAMPLES, hostileUrl } from '../../../helpers/hostileUrls.js'
import { announce } from '../helpers/announceWallet.js'
import { MockEip1193Wallet } from '../helpers/MockEip1193Wallet.js'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

/*
 * An EIP-6963 announcement is a page event any script (or a broken extension) can dispatch, with
 * any detail. Parsing one never throws; what it accepts has the promised shape; an unsafe icon is
 * dropped, never the wallet; a name is kept exactly, as text.
 */

const REVERSE_DNS = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)+$/
const provider = new MockEip1193Wallet()
const everything = fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true })

const hostileName = fc.oneof(
  fc.constantFrom('<img src=x onerror=alert(1)>', '</style><script>alert(1)</script>', '\u202eksaMateM', '"><svg onload=alert(1)>', '   ', '\u0000', ''),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
)
const icon = fc.oneof(
  hostileUrl,
  fc.constantFrom('data:image/svg+xml;base64,PHN2Zy8+', 'data:image/png;base64,AAAA', 'http://wallet.example/i.png'),
  fc.webUrl({ validSchemes: ['https'] }),
  everything,
)
const info = fc.record({
  uuid: fc.oneof(fc.uuid(), fc.string({ maxLength: 300 }), everything),
  name: fc.oneof(hostileName, everything),
  icon,
  rdns: fc.oneof(fc.domain().map((domain) => domain.split('.').reverse().join('.')), fc.string({ maxLength: 20 }), everything),
}, { requiredKeys: [] })
const detail = fc.oneof(
  everything,
  fc.record({ info: fc.oneof(info, everything), provider: fc.oneof(fc.constant(provider), everything, fc.constant({ request: 'not a function' })) }),
  fc.record({ info, provider: fc.constant(provider) }),
)

const boom = (): never => {
  throw new Error('hostile getter')
}
/** Details that throw when read: the page can dispatch anything, getters and proxies included. */
function throwingDetails(): unknown[] {
  const trap = { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom }
  return [
    { get info() { return boom() }, provider },
    new Proxy({}, trap),
    { info: new Proxy({}, trap), provider },
    { info: { uuid: 'u', get name() { return boom() } }, provider },
    { info: { uuid: 'u', name: 'n' }, provider: { get request() { return boom() } } },
    { info: { uuid: 'u', name: 'n' }, provider: new Proxy({}, trap) },
  ]
}

/** The shape an accepted announcement promises, checked by hand. */
function expectPromisedShape(parsed: NonNullable<ReturnType<typeof parseAnnouncement>>) {
  const { uuid, name, icon: image, rdns } = parsed.info
  expect(typeof parsed.provider.request).toBe('function')
  expect(typeof uuid === 'string' && uuid.length >= 1 && uuid.length <= 256).toBe(true)
  expect(typeof name === 'string' && name.length >= 1 && name.length <= MAX_WALLET_NAME_LENGTH && name === name.trim()).toBe(true)
  if (image !== undefined) expect(isSafeIcon(image) && image.length <= MAX_ICON_LENGTH).toBe(true)
  if (rdns !== undefined && rdns !== '') expect(rdns).toMatch(REVERSE_DNS)
}

describe('EIP-6963 announcements (properties)', () => {
  it('property: any detail parses to undefined or to an announcement of the promised shape, never a throw', () => {
    fc.assert(fc.property(detail, (value) => {
      const parsed = parseAnnouncement(value)
      if (parsed) expectPromisedShape(parsed)
    }), { numRuns: 500 })
  })

  it('property: a well-formed announcement is accepted with its name trimmed and its safe icon kept', () => {
    const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((value) => value.trim() !== '' && value.trim().length <= MAX_WALLET_NAME_LENGTH)
    const safeIcon = fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.base64String({ maxLength: 40 }).map((data) => `data:image/png;base64,${data}`))
    const rdns = fc.domain().map((domain) => domain.split('.').reverse().join('.')).filter((value) => REVERSE_DNS.test(value))
    fc.assert(fc.property(fc.uuid(), name, safeIcon, rdns, (uuid, walletName, image, reverseDns) => {
      expect(parseAnnouncement({ info: { uuid, name: walletName, icon: image, rdns: reverseDns }, provider })).toEqual({
        info: { uuid, name: walletName.trim(), icon: image, rdns: reverseDns },
        provider,
      })
    }), { numRuns: 300 })
  })

  it('property: a hostile or malformed icon is dropped, and the wallet kept', () => {
    fc.assert(fc.property(fc.oneof(hostileUrl, fc.constantFrom(...HOSTILE_URL_EXAMPLES)), (image) => {
      const parsed = parseAnnouncement({ info: { uuid: 'u-1', name: 'Fox', icon: image, rdns: 'com.fox' }, provider })
      expect(parsed?.info).toEqual({ uuid: 'u-1', name: 'Fox', rdns: 'com.fox' })
    }), { numRuns: 300 })
  })

  it('property: a markup-like name is kept exactly, as text, when it fits the length', () => {
    const markup = fc.tuple(fc.constantFrom('<img src=x onerror=alert(1)>', '</style><script>alert(1)</script>', '\u202e', '&lt;b&gt;', '<!--'), fc.string({ maxLength: 20 }))
      .map(([tag, rest]) => `${tag}${rest}`.trim()).filter((name) => name.length > 0 && name.length <= MAX_WALLET_NAME_LENGTH)
    fc.assert(fc.property(markup, (name) => {
      expect(parseAnnouncement({ info: { uuid: 'u', name, rdns: 'com.x' }, provider })?.info.name).toBe(name)
    }), { numRuns: 300 })
  })

  it('rule: a 10,000-character name and a 300 KB icon are refused; the icon alone is dropped', () => {
    expect(parseAnnouncement({ info: { uuid: 'u', name: 'n'.repeat(10_000) }, provider })).toBeUndefined()
    const parsed = parseAnnouncement({ info: { uuid: 'u', name: 'Big', icon: `data:image/png;base64,${'A'.repeat(300_000)}` }, provider })
    expect(parsed?.info).toEqual({ uuid: 'u', name: 'Big' })
  })

  it.each(throwingDetails().map((value, index) => [index, value]))(
    'rule: a detail whose reading throws (getters, a Proxy) is no announcement, never a throw (case %i)',
    (_, value) => {
      expect(parseAnnouncement(value)).toBeUndefined()
    },
  )

  it('rule: a wallet answering the request round with a throwing detail does not stop the kernel from starting', async () => {
    const hostile = () => announce(throwingDetails()[0])
    window.addEventListener('eip6963:requestProvider', hostile)
    try {
      const kernel = await startEvmKernel()
      announce({ info: { uuid: 'u', name: 'Fox', rdns: 'com.fox' }, provider: new MockEip1193Wallet() })
      expect(kernel.store('connectors').getState().connectors.map((connector) => connector.id)).toEqual(['com.fox'])
      await kernel.destroy()
    } finally {
      window.removeEventListener('eip6963:requestProvider', hostile)
    }
  })

  describe('through discovery on a page', () => {
    let kernel: Kernel
    beforeAll(async () => {
      kernel = await startEvmKernel()
    })
    afterAll(async () => {
      await kernel.destroy()
    })

    const isSafeConnector = (connector: Connector) =>
      typeof connector.name === 'string' && connector.name.length <= MAX_WALLET_NAME_LENGTH &&
      [connector.imageUrl, connector.info?.icon].every((image) => image === undefined || isSafeIcon(image))

    it('property: whatever is announced, every connector has a bounded name and only safe icons', () => {
      fc.assert(fc.property(detail, (value) => {
        expect(() => announce(value)).not.toThrow()
        const connectors = kernel.store('connectors').getState().connectors
        expect(connectors.every(isSafeConnector)).toBe(true)
        const parsed = parseAnnouncement(value)
        if (parsed) expect(connectors.map((connector) => connector.id)).toContain(parsed.info.rdns || parsed.info.uuid)
      }), { numRuns: 300 })
    })
  })
})
