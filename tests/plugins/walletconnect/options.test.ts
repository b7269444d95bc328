import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { resolveWalletConnectOptions } from '../../../plugins/walletconnect/options.js'

describe('resolveWalletConnectOptions', () => {
  it("rule: by default WalletConnect's relay, its verification on, a 15 s connect time-out, and telemetry off", () => {
    expect(resolveWalletConnectOptions({})).toEqual({
      relayUrl: 'wss://relay.walletconnect.org', verify: true, connectTimeoutMs: 15_000, telemetry: false, storagePrefix: undefined, namespaces: {},
    })
  })

  it.each(['wss://relay.walletconnect.org', 'wss://relay.walletconnect.com', 'wss://relay.example', 'ws://127.0.0.1:8555', 'ws://localhost:8555', 'ws://[::1]:8555'])(
    'rule: telemetry is off by default with any relay (%s)',
    (relayUrl) => {
      expect(resolveWalletConnectOptions({ relayUrl }).telemetry).toBe(false)
    },
  )

  it.each(['wss://relay.walletconnect.org', 'wss://relay.walletconnect.com', 'wss://RELAY.walletconnect.org/'])(
    "rule: verification is on by default with WalletConnect's own relay (%s)",
    (relayUrl) => {
      expect(resolveWalletConnectOptions({ relayUrl }).verify).toBe(true)
    },
  )

  it.each(['wss://relay.example', 'wss://walletconnect.org.example', 'ws://127.0.0.1:8555', 'ws://localhost:8555'])(
    'rule: verification is off by default with a relay the site names itself (%s)',
    (relayUrl) => {
      expect(resolveWalletConnectOptions({ relayUrl }).verify).toBe(false)
    },
  )

  it('rule: telemetry and verify follow the site when it sets them, with either relay', () => {
    expect(resolveWalletConnectOptions({ relayUrl: 'ws://127.0.0.1:1', telemetry: true, verify: true })).toMatchObject({ telemetry: true, verify: true })
    expect(resolveWalletConnectOptions({ telemetry: true, verify: false })).toMatchObject({ telemetry: true, verify: false })
  })

  it('rule: a connect time-out that is not a positive number falls back to 15 s', () => {
    for (const connectTimeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(resolveWalletConnectOptions({ connectTimeoutMs }).connectTimeoutMs).toBe(15_000)
    }
  })

  it.each(['http://relay.test', 'relay.test', '', 'javascript:alert(1)'])("rule: the relay URL %j is refused with INVALID_RELAY_URL", (relayUrl) => {
    let thrown: unknown
    try {
      resolveWalletConnectOptions({ relayUrl })
    } catch (error) {
      thrown = error
    }
    expect(isPorticoError(thrown, 'INVALID_RELAY_URL')).toBe(true)
  })
})
