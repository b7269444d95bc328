import * as z from 'zod'
import type { DataChain } from './DataChain.js'

/**
 * PORTICO_DATA_CHAINS as services/api/main.ts reads it: a JSON list of the chains whose balances and
 * history the API serves (the data layer), each with its node's JSON-RPC URL; a Solana cluster
 * also lists its SPL tokens, an EVM chain may list the NFT collections it flags as spam.
 */
const common = {
  name: z.string().min(1).max(64),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z.object({ name: z.string().min(1).max(64), symbol: z.string().min(1).max(16), decimals: z.number().int().min(0).max(36) }),
}
const base58 = (min: number, max: number) => z.string().regex(new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${min},${max}}$`))

export const dataChainsSchema = z.array(z.union([
  z.object({
    caipNetworkId: z.templateLiteral(['eip155:', z.number().int().positive()]),
    ...common,
    // The ERC-721 collections flagged as spam, by contract.
    spamNfts: z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).max(10_000).optional(),
  }),
  // A Solana cluster (its genesis hash's first 32 characters) with the SPL tokens to answer for, by mint.
  z.object({
    caipNetworkId: z.templateLiteral(['solana:', base58(32, 32)]),
    ...common,
    tokens: z.array(z.object({ address: base58(32, 44), name: common.name, symbol: common.nativeCurrency.shape.symbol, decimals: z.number().int().min(0).max(18) })).max(100).optional(),
  }),
])).min(1).max(64) satisfies z.ZodType<DataChain[]>

/** The chains of PORTICO_DATA_CHAINS; a clear error naming the first problem when it is not valid. */
export function readDataChains(text: string): DataChain[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('PORTICO_DATA_CHAINS must be a JSON list of chains')
  }
  const parsed = dataChainsSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = branchIssue(parsed.error.issues[0]!, json)
  throw new Error(`PORTICO_DATA_CHAINS is not valid: ${issue.path.join('.') || 'the list'}: ${issue.message}`)
}

/**
 * An entry that is neither kind of chain fails the union as a whole ("Invalid input"): report the
 * problem of the kind its caipNetworkId names instead (Solana's for `solana:`, else EVM's).
 */
function branchIssue(issue: z.core.$ZodIssue, json: unknown): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union' || issue.errors.length !== 2) return issue
  const entry = Array.isArray(json) ? (json as unknown[])[Number(issue.path[0])] : undefined
  const solana = String((entry as { caipNetworkId?: unknown } | undefined)?.caipNetworkId).startsWith('solana:')
  const inner = issue.errors[solana ? 1 : 0]?.[0]
  return inner ? { path: [...issue.path, ...inner.path], message: inner.message } : issue
}
