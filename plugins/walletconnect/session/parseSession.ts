import { type CaipNetworkId, type ChainNamespace, type ConnectorAccount, type ConnectResult, type Kernel, parseCaip10Address } from 'portico/core'
import * as z from 'zod/mini'

/**
 * The chain a namespace of the session is used on: the one asked for when the wallet approved it,
 * else the first approved one the site configured, else the wallet's first.
 */
export function chooseChain(held: SessionNamespace, preferred: CaipNetworkId | undefined, configured: readonly CaipNetworkId[]): CaipNetworkId | undefined {
  if (preferred && held.chains.includes(preferred)) return preferred
  return held.chains.find((chain) => configured.includes(chain)) ?? held.chains[0]
}

/** The namespace's addresses, those on `chain` first (a wallet may hold other accounts on other chains). */
export function addressesOn(held: SessionNamespace, chain: CaipNetworkId | undefined): string[] {
  const on = held.accounts.filter((account) => account.caipNetworkId === chain).map((account) => account.address)
  const rest = held.accounts.map((account) => account.address)
  return [...new Set([...on, ...rest])]
}

/** The accounts of `namespace` in the session on `chain`, as a connector's connect result; undefined without any. */
export function sessionResult(kernel: Pick<Kernel, 'namespaces'>, session: WalletSession, namespace: ChainNamespace, chain: CaipNetworkId | undefined): ConnectResult | undefined {
  const held = session.namespaces[namespace]
  if (!held || !chain) return undefined
  const addresses = addressesOn(held, chain)
  if (addresses.length === 0) return undefined
  const type = accountTypeOf(kernel, namespace)
  return { accounts: addresses.map((address) => ({ namespace, address, type })), caipNetworkId: chain }
}

/** A session says nothing of account kinds: the namespace's plugin says what its remote accounts are, else plain accounts. */
export const accountTypeOf = (kernel: Pick<Kernel, 'namespaces'>, namespace: ChainNamespace): ConnectorAccount['type'] =>
  kernel.namespaces.get(namespace)?.remote?.accountType ?? 'eoa'

export interface SessionAccount {
  address: string
  caipNetworkId: CaipNetworkId
}

/** One namespace of a session, as far as it is usable: valid accounts, the chains approved, the methods. */
export interface SessionNamespace {
  accounts: SessionAccount[]
  chains: CaipNetworkId[]
  methods: string[]
}

export interface WalletSession {
  topic: string
  /** Seconds since the epoch, as the SDK keeps it. */
  expiry: number | undefined
  namespaces: Partial<Record<ChainNamespace, SessionNamespace>>
  peer: { name: string | undefined; icon: string | undefined }
}

const MAX_ITEMS = 512
const text = (max: number) => z.string().check(z.maxLength(max))
const list = (max: number) => z.array(text(max)).check(z.maxLength(MAX_ITEMS))

const sessionSchema = z.object({
  topic: text(256),
  expiry: z.optional(z.number()),
  namespaces: z.record(text(64), z.object({
    accounts: list(256),
    chains: z.optional(list(128)),
    methods: z.optional(list(128)),
  })),
  peer: z.optional(z.object({
    metadata: z.optional(z.object({ name: z.optional(z.string()), icons: z.optional(z.array(z.unknown())) })),
  })),
})

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * A session the SDK holds, as the plugin may use it. All of it came from the wallet, so it is
 * parsed, never cast: accounts must be CAIP-10 ids of a namespace the kernel serves with an
 * address its chain plugin accepts; anything else is dropped. Undefined when the shape is wrong.
 */
export function parseSession(value: unknown, isAddress: (namespace: ChainNamespace, address: string) => boolean): WalletSession | undefined {
  const parsed = sessionSchema.safeParse(value)
  if (!parsed.success) return undefined
  const { topic, expiry, namespaces, peer } = parsed.data
  const result: WalletSession['namespaces'] = {}
  const entry = (namespace: ChainNamespace) => (result[namespace] ??= { accounts: [], chains: [], methods: [] })

  for (const [key, body] of Object.entries(namespaces)) {
    const keyNamespace = key.split(':')[0]
    for (const account of body.accounts) {
      const caip = tryParseAccount(account)
      // isAddress knows only the registered namespaces' rules: another namespace's account is dropped.
      if (!caip || !isAddress(caip.namespace, caip.address)) continue
      const held = entry(caip.namespace)
      if (!held.accounts.some((known) => known.address === caip.address && known.caipNetworkId === caip.caipNetworkId)) {
        held.accounts.push({ address: caip.address, caipNetworkId: caip.caipNetworkId })
      }
      addChain(held, caip.caipNetworkId)
    }
    if (!keyNamespace || !result[keyNamespace]) continue
    const held = entry(keyNamespace)
    for (const chain of body.chains ?? []) if (CAIP2.test(chain) && chain.startsWith(`${keyNamespace}:`)) addChain(held, chain as CaipNetworkId)
    for (const method of body.methods ?? []) if (!held.methods.includes(method)) held.methods.push(method)
  }
  return { topic, expiry, namespaces: result, peer: peerOf(peer?.metadata) }
}

function tryParseAccount(value: string) {
  try {
    return parseCaip10Address(value)
  } catch {
    return undefined
  }
}

function addChain(held: SessionNamespace, chain: CaipNetworkId): void {
  if (!held.chains.includes(chain)) held.chains.push(chain)
}

/** The wallet's name and icon, shown as the connected wallet: text held to a length, an https icon only. */
function peerOf(metadata: { name?: string | undefined; icons?: unknown[] | undefined } | undefined): WalletSession['peer'] {
  const name = metadata?.name?.trim().slice(0, 100) || undefined
  const icon = metadata?.icons?.find((candidate): candidate is string => typeof candidate === 'string' && isHttpsUrl(candidate))
  return { name, icon }
}

function isHttpsUrl(value: string): boolean {
  if (value.length > 2048) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
