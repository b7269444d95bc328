import { createApiTransport, type ApiKernel, type CheckLoader } from '../api/createApiTransport.js'
import type { PricesReply } from './priceSchema.js'
import { priceKeyOf, type PriceSource } from './PriceSource.js'

const PRICES_TIMEOUT_MS = 10_000

// zod and the schema load with the first answer, never with the page: the tokens plugin's entry stays small.
const pricesCheck: CheckLoader<PricesReply> = async () => {
  const [{ parseApiBody }, { pricesReplySchema }] = await Promise.all([import('../api/zodCheck.js'), import('./priceSchema.js')])
  return (body) => parseApiBody(pricesReplySchema, body, 'GET /v1/prices')
}

/**
 * Prices from the site's own API (`GET {apiUrl}/v1/prices?chain=<caip2>&tokens=<key,...>`), its
 * reply parsed by one schema. Without `apiUrl` there is nothing to ask (Portico never contacts a
 * host the site did not configure): the source answers no prices, and no fiat value is shown.
 */
export function createApiPriceSource(kernel: ApiKernel): PriceSource {
  const transport = kernel.options.apiUrl === undefined ? undefined : createApiTransport(kernel, PRICES_TIMEOUT_MS)
  return {
    async prices({ network, tokens }) {
      if (!transport || tokens.length === 0) return new Map()
      const keys = [...new Set(tokens.map(priceKeyOf))]
      const reply = await transport.json(
        { endpoint: 'GET /v1/prices', method: 'GET', path: '/v1/prices', query: { chain: network.caipNetworkId, tokens: keys.join(',') } },
        pricesCheck,
      )
      // Only what was asked: a key the server added is not this query's business.
      return new Map(keys.flatMap((key) => {
        const price = reply.prices[key]
        return price === undefined || !Number.isFinite(price) ? [] : [[key, price] as const]
      }))
    },
  }
}
