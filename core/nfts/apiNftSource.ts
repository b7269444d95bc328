import { createApiTransport, type ApiKernel, type CheckLoader } from '../api/createApiTransport.js'
import type { NftPage, NftQuery } from './Nft.js'
import type { NftPageReply } from './nftPageSchema.js'

const NFTS_TIMEOUT_MS = 10_000

// zod and the schema load with the first answer, never with the page.
const nftPageCheck: CheckLoader<NftPageReply> = async () => {
  const [{ parseApiBody }, { nftPageReplySchema }] = await Promise.all([import('../api/zodCheck.js'), import('./nftPageSchema.js')])
  return (body) => parseApiBody(nftPageReplySchema, body, 'GET /v1/account/{address}/nfts')
}

/** Where a chain plugin's `getNfts` capability reads an account's NFTs from. */
export interface NftSource {
  nfts(query: NftQuery): Promise<NftPage>
}

/**
 * NFTs from the site's own API (`GET {apiUrl}/v1/account/{address}/nfts?chainId=<caip2>[&cursor]`),
 * indexed there from the chain; the reply is parsed by one schema. Without `apiUrl` there is no
 * host to ask (Portico never contacts one the site did not configure): a read fails with
 * API_NOT_CONFIGURED, and the list shows its error.
 */
export function createApiNftSource(kernel: ApiKernel): NftSource {
  // Without apiUrl the transport refuses every request with API_NOT_CONFIGURED.
  const transport = createApiTransport(kernel, NFTS_TIMEOUT_MS)
  return {
    async nfts({ address, network, cursor }) {
      const reply = await transport.json(
        { endpoint: 'GET /v1/account/{address}/nfts', method: 'GET', path: `/v1/account/${encodeURIComponent(address)}/nfts`, query: { chainId: network.caipNetworkId, cursor } },
        nftPageCheck,
      )
      return {
        nfts: reply.data.map((item) => ({
          contract: item.contract,
          tokenId: item.tokenId,
          name: item.name,
          collection: item.collection,
          spam: item.flags.is_spam,
          imageUrl: item.content?.preview.url,
        })),
        next: reply.next ?? undefined,
      }
    },
  }
}
