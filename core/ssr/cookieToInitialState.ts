import * as z from 'zod/mini'
import { caipAddressSchema } from '../caip/caipSchemas.js'
import { MAX_ID_LENGTH } from '../api/schemas/maxLengths.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import { SESSION_COOKIE, type InitialState } from './sessionCookie.js'

const namespaceSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}$/))

// The cookie comes back from the visitor's browser: anything in it may have been written by hand.
const sessionSchema = z.object({
  v: z.literal(1),
  active: z.optional(namespaceSchema),
  chains: z.record(namespaceSchema, z.object({
    caipAddress: caipAddressSchema,
    connectorId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  })),
})

/**
 * The connected state a server render starts from, read from the request's Cookie header (as
 * Next.js's `(await headers()).get('cookie')` gives it), for `<KernelProvider initialState>`.
 * Undefined without the cookie or when it does not parse: the page then renders disconnected and
 * the kernel restores the session in the browser as it always does.
 */
export function cookieToInitialState(cookieHeader: string | null | undefined): InitialState | undefined {
  const raw = cookieHeader?.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${SESSION_COOKIE}=`))
  if (!raw) return undefined
  let decoded: unknown
  try {
    decoded = JSON.parse(decodeURIComponent(raw.slice(SESSION_COOKIE.length + 1)))
  } catch {
    return undefined
  }
  const parsed = sessionSchema.safeParse(decoded)
  if (!parsed.success) return undefined
  const chains: InitialState['chains'] = {}
  for (const [namespace, chain] of Object.entries(parsed.data.chains)) {
    // An account is kept only under its own namespace: the cookie cannot put an eip155 address on another chain.
    if (chain.caipAddress.startsWith(`${namespace}:`)) chains[namespace as ChainNamespace] = chain
  }
  if (Object.keys(chains).length === 0) return undefined
  const active = parsed.data.active as ChainNamespace | undefined
  return { active: active && chains[active] ? active : undefined, chains }
}
