import * as z from 'zod'

/**
 * PORTICO_PRICES as services/api/main.ts reads it: fixed USD prices by chain (CAIP-2) and token,
 * the token an EVM contract address, a Solana mint, or 'native' for the chain's own currency,
 * e.g. `{ "eip155:31337": { "native": 3000, "0x5fbd...": 1 } }`. For development and tests: the API
 * serves these and nothing else, and a token left out has no price.
 */
export const pricesSchema = z.record(
  z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 chain id'),
  z.record(z.string().min(1).max(64), z.number().finite().min(0)),
)

export type PriceTable = z.infer<typeof pricesSchema>

/** The prices of PORTICO_PRICES; a clear error naming the first problem when it is not valid. */
export function readPrices(text: string): PriceTable {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('PORTICO_PRICES must be a JSON object of prices by chain')
  }
  const parsed = pricesSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  throw new Error(`PORTICO_PRICES is not valid: ${issue.path.join('.') || 'the object'}: ${issue.message}`)
}
