import * as z from 'zod'
import type { DataChain } from './DataChain.js'

/**
 * PORTICO_DATA_CHAINS as services/api/main.ts reads it: a JSON list of the chains whose balances and
 * history the API serves (the data layer), each with its node's JSON-RPC URL.
 */
export const dataChainsSchema = z.array(z.object({
  caipNetworkId: z.templateLiteral(['eip155:', z.number().int().positive()]),
  name: z.string().min(1).max(64),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z.object({ name: z.string().min(1).max(64), symbol: z.string().min(1).max(16), decimals: z.number().int().min(0).max(36) }),
})).min(1).max(64) satisfies z.ZodType<DataChain[]>

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
  const issue = parsed.error.issues[0]!
  throw new Error(`PORTICO_DATA_CHAINS is not valid: ${issue.path.join('.') || 'the list'}: ${issue.message}`)
}
