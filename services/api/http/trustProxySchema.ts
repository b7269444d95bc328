import * as z from 'zod'

/** proxy-addr's names for address ranges, as Fastify's `trustProxy` accepts them. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const

/**
 * One entry of PORTICO_TRUST_PROXY: a proxy's address, a CIDR range or one of proxy-addr's names.
 * A /0 range is refused although Fastify would take it: trusting every peer means the leftmost
 * X-Forwarded-For entry, which the client writes itself, becomes the client's address.
 */
const trustedProxy = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(RANGE_NAMES),
]).refine((entry) => !entry.endsWith('/0'), 'a /0 range trusts every address, so any client could choose its own')

/** PORTICO_TRUST_PROXY as services/api/main.ts reads it, split on commas: the reverse proxies to trust. */
export const trustProxySchema = z.array(trustedProxy).max(64)

/**
 * The proxies of PORTICO_TRUST_PROXY (none when unset or empty), for startHttpServer's `trustProxy`;
 * a clear error naming the first entry that is not one. The old on/off value `1` is refused rather
 * than read as "trust the nearest hop, whoever it is": that is the trust a client spoofs.
 */
export function readTrustProxy(text: string | undefined): string[] {
  const entries = (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 1 && /^(?:1|true|yes|on)$/i.test(entries[0]!)) {
    throw new Error(
      `PORTICO_TRUST_PROXY lists the addresses of the reverse proxies to trust, not "${entries[0]}" ` +
        '(trusting whichever hop is nearest lets a client choose its own address): for a proxy on this host, ' +
        'PORTICO_TRUST_PROXY=127.0.0.1; see docs/self-hosting.md',
    )
  }
  const parsed = trustProxySchema.safeParse(entries)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const entry = typeof issue.path[0] === 'number' ? entries[issue.path[0]] : undefined
  if (entry === undefined) throw new Error(`PORTICO_TRUST_PROXY is not valid: ${issue.message}`)
  const why = issue.code === 'custom' ? `refused: ${issue.message}` : `not an IP address, a CIDR range (10.0.0.0/8) or one of ${RANGE_NAMES.join(', ')}`
  throw new Error(`PORTICO_TRUST_PROXY is not valid: "${entry.slice(0, 60)}" is ${why}`)
}
