import { LIMITS } from 'portico/core'

/** `wc:<topic>@2?...`: the only links the plugin shows, encodes in a QR code or hands to a wallet. */
const PAIRING_URI = /^wc:[0-9a-f]{8,128}@2\?[\x21-\x7e]{1,2048}$/i

export function isPairingUri(value: unknown): value is string {
  return typeof value === 'string' && PAIRING_URI.test(value)
}

/**
 * When a pairing link made at `now` stops being offered: SPEC's 4-minute lifetime, or the SDK's
 * own `expiryTimestamp` when that comes first. A stamp already inside the expiry threshold (a
 * skewed clock) is ignored, or every new link would count as expired at once. Undefined for a
 * string that is not a pairing link.
 */
export function linkExpiry(uri: string, now: number): number | undefined {
  if (!isPairingUri(uri)) return undefined
  const lifetimeEnd = now + LIMITS.pairing.lifetimeMs
  const stamp = Number(new URLSearchParams(uri.slice(uri.indexOf('?') + 1)).get('expiryTimestamp')) * 1000
  if (!Number.isFinite(stamp) || stamp - now <= LIMITS.pairing.expiryThresholdMs) return lifetimeEnd
  return Math.min(lifetimeEnd, stamp)
}
