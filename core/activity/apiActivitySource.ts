import { createApiTransport, type ApiKernel, type CheckLoader } from '../api/createApiTransport.js'
import type { ActivitySource } from './ActivitySource.js'
import type { HistoryReply } from './activitySchema.js'

const HISTORY_TIMEOUT_MS = 10_000
const ENDPOINT = 'GET /v1/account/{address}/history'

// zod and the schema load with the first answer, never with the page: the plugin's entry stays small.
const historyCheck: CheckLoader<HistoryReply> = async () => {
  const [{ parseApiBody }, { historyReplySchema }] = await Promise.all([import('../api/zodCheck.js'), import('./activitySchema.js')])
  return (body) => parseApiBody(historyReplySchema, body, ENDPOINT)
}

/**
 * Transactions from the site's own API (`GET {apiUrl}/v1/account/{address}/history?chainId=<caip2>
 * [&cursor=]`, 20 a page), the reply parsed by one schema. Undefined without `apiUrl`: there is no
 * host to ask (Portico never contacts a host the site did not configure).
 */
export function createApiActivitySource(kernel: ApiKernel): ActivitySource | undefined {
  if (kernel.options.apiUrl === undefined) return undefined
  const transport = createApiTransport(kernel, HISTORY_TIMEOUT_MS)
  return {
    async transactions({ address, network, cursor }) {
      const reply = await transport.json(
        {
          endpoint: ENDPOINT,
          method: 'GET',
          path: `/v1/account/${encodeURIComponent(address)}/history`,
          query: { chainId: network.caipNetworkId, cursor },
        },
        historyCheck,
      )
      return { transactions: reply.data, next: reply.next ?? undefined }
    },
  }
}
