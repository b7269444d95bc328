/**
 * The data layer's routes (SPEC section 7 leaves the paths open; these are Portico's own). Like
 * the rest of the API, every route requires the projectId, st and sv query parameters (400 when
 * one is missing, 403 for an unknown project).
 *
 *   GET /v1/account/:address/balance?chainId=eip155:31337
 *     -> { balances: TokenBalance[] }   the native currency first, then each known ERC-20 with a
 *        non-zero balance, all read live from the chain's node.
 *   GET /v1/account/:address/balance?chainId=solana:<genesis hash's first 32 characters>
 *     -> { balances: TokenBalance[] }   SOL first, then each of the chain's configured SPL tokens
 *        the account holds, read live from the node.
 *   GET /v1/account/:address/history?chainId=eip155:31337[&cursor=<opaque>]
 *     -> { data: Transaction[], next: string | null }   newest first, 20 a page, from the index;
 *        pass `next` back as `cursor` for the following page. A transfer is { fungible_info,
 *        direction, quantity }, or for an ERC-721 token { nft_info: { name, flags: { is_spam },
 *        content: { preview: { url } } | null }, direction, quantity: { numeric: '1' } }.
 *   GET /v1/account/:address/history?chainId=solana:<...>[&cursor=<opaque>]
 *     -> the same, read from the node (getSignaturesForAddress, getTransaction): SOL and the
 *        chain's configured SPL tokens moved, from the balances before and after each transaction.
 *   GET /v1/account/:address/nfts?chainId=eip155:31337[&cursor=<opaque>]
 *     -> { data: Nft[], next: string | null }   the ERC-721 tokens the account holds, from the
 *        index, by collection then token id, 24 a page. Each is { contract, tokenId, name,
 *        collection: { name, symbol }, flags: { is_spam }, content: { preview: { url } } | null };
 *        a collection the operator flags as spam (PORTICO_DATA_CHAINS' spamNfts) is in the page
 *        with is_spam true, for the client to hide as it hides spam in history. EVM chains only.
 *   GET /v1/nft/:collection/:tokenId[/image]   the hosted collections' metadata and images, public
 *        (see nftMetadataRoutes.ts).
 *
 * 400 when the address is not the chain's kind (0x + 40 hex digits, or Solana base58), the chainId is not a served chain, or the cursor
 * was not issued for this account and chain. 502 when a live balance or Solana history cannot be read from the node,
 * saying which network failed and how, never where its node lives nor what it said: a node's URL
 * often holds an API key, and its error text may echo it.
 */
import type { Sql } from '../../db/Sql.js'
import { HttpError, type ApiRequest, type Route } from '../../http/Route.js'
import { isEvmDataChain, type DataChain } from '../DataChain.js'
import { RpcCallError } from '../rpc/RpcCallError.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { RpcTransportError } from '../rpc/RpcTransportError.js'
import { createHistoryCursor, type HistoryCursor } from './createHistoryCursor.js'
import { parseAccountQuery, type AccountQuery } from './parseAccountQuery.js'
import { readKnownTokens } from '../store/readKnownTokens.js'
import { readBalances } from './readBalances.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { readSolanaHistory } from './readSolanaHistory.js'
import { readHistory } from './readHistory.js'
import { issueNftCursor, readNftCursor } from './nftCursor.js'
import { nftMetadataRoutes } from './nftMetadataRoutes.js'
import { readNfts } from './readNfts.js'
import { tokenIconUrl } from './tokenIconUrl.js'

export interface CreateDataRoutesOptions {
  /** When absent, the database the server hands each request. */
  sql?: Sql | undefined
  chains: readonly DataChain[]
  fetch: typeof fetch
  rpcTimeoutMs?: number | undefined
  /** The API's public URL once it listens (ApiExtensionContext.url). */
  apiUrl(): string | undefined
}

export function createDataRoutes(options: CreateDataRoutesOptions): Route[] {
  const { chains } = options
  let cursors: HistoryCursor | undefined
  const cursorsOver = (sql: Sql) => (cursors ??= createHistoryCursor(sql))
  const rpcs = new Map(chains.map((chain) => [
    chain.caipNetworkId,
    createRpcClient({ url: chain.rpcUrl, network: chain.caipNetworkId, fetch: options.fetch, timeoutMs: options.rpcTimeoutMs }),
  ]))
  // The request URL's host is a placeholder the server fills in: the base is what a trusted proxy
  // forwarded, else the API's own URL.
  const publicBase = (request: ApiRequest): string => request.publicBase ?? options.apiUrl() ?? request.url.origin
  const iconUrlFor = (request: ApiRequest, query: AccountQuery) => (symbol: string) => tokenIconUrl(publicBase(request), query, symbol)

  return [
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      async handle(request, context) {
        const sql = options.sql ?? context.sql
        const query = await parseAccountQuery(sql, request, chains)
        const rpc = rpcs.get(query.chain.caipNetworkId)
        if (!rpc) throw new HttpError(400, `Unsupported chainId "${query.chain.caipNetworkId}"`)
        const iconUrl = iconUrlFor(request, query)
        try {
          const balances = isEvmDataChain(query.chain)
            ? await readBalances({ rpc, chain: query.chain, account: query.address, tokens: await readKnownTokens(sql, query.chain.caipNetworkId), iconUrl })
            : await readSolanaBalances({ rpc, chain: query.chain, account: query.address, iconUrl })
          return { status: 200, body: { balances } }
        } catch (error) {
          throw new HttpError(502, `Could not read balances from ${query.chain.name}: ${upstreamFailure(error, rpc.network)}`)
        }
      },
    },
    {
      method: 'GET',
      path: '/v1/account/:address/history',
      async handle(request, context) {
        const sql = options.sql ?? context.sql
        const cursors = cursorsOver(sql)
        const query = await parseAccountQuery(sql, request, chains)
        if (!isEvmDataChain(query.chain)) {
          const rpc = rpcs.get(query.chain.caipNetworkId)
          if (!rpc) throw new HttpError(400, `Unsupported chainId "${query.chain.caipNetworkId}"`)
          try {
            return { status: 200, body: await readSolanaHistory({ rpc, chain: query.chain, account: query.address, cursor: query.cursor, iconUrl: iconUrlFor(request, query) }) }
          } catch (error) {
            if (error instanceof HttpError) throw error
            throw new HttpError(502, `Could not read history from ${query.chain.name}: ${upstreamFailure(error, rpc.network)}`)
          }
        }
        const scope = `${query.chain.caipNetworkId}:${query.address}`
        const after = query.cursor === undefined ? undefined : await cursors.read(scope, query.cursor)
        const iconUrl = iconUrlFor(request, query)
        const page = await readHistory(
          sql,
          {
            account: query.address,
            chainId: query.chain.caipNetworkId,
            native: { ...query.chain.nativeCurrency, iconUrl: iconUrl(query.chain.nativeCurrency.symbol) },
            iconUrl,
            publicBase: publicBase(request),
          },
          after,
        )
        const next = page.last ? await cursors.issue(scope, page.last) : null
        return { status: 200, body: { data: page.data, next } }
      },
    },
    {
      method: 'GET',
      path: '/v1/account/:address/nfts',
      async handle(request, context) {
        const sql = options.sql ?? context.sql
        const query = await parseAccountQuery(sql, request, chains)
        if (!isEvmDataChain(query.chain)) throw new HttpError(400, `NFTs are indexed for EVM chains only; ${query.chain.caipNetworkId} has none here`)
        const after = query.cursor === undefined ? undefined : readNftCursor(query.cursor)
        const page = await readNfts(sql, { chainId: query.chain.caipNetworkId, account: query.address, publicBase: publicBase(request) }, after)
        return { status: 200, body: { data: page.data, next: page.last ? issueNftCursor(page.last) : null } }
      },
    },
    ...nftMetadataRoutes(publicBase),
  ]
}

/** What a client may read of a node's failure: built from what this API knows, never from the node's text. */
function upstreamFailure(error: unknown, network: string): string {
  if (error instanceof RpcTransportError) return error.message
  if (error instanceof RpcCallError) return `${network} refused ${error.method} (code ${error.code})`
  return `${network} answered with something that could not be read`
}
