import { describe, expect, it } from 'vitest'
import { createPriceLayer } from '../../../../services/api/prices/createPriceRoutes.js'
import { LOCAL_PRICES, localPriceTable } from '../../../../services/api/prices/localPriceTable.js'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MINT = 'PorticoTestMint11111111111111111111111111111'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const table = localPriceTable({ evm: ['eip155:31337', 'eip155:31338'], evmToken: TOKEN, solana: { caipNetworkId: SOLANA, mint: MINT } })

describe.each(databases())('GET /v1/prices on $name', (database) => {
  const api = useApi(database, { extensions: [createPriceLayer(table)] })
  const prices = async (query: Record<string, string | undefined>) => {
    const response = await api.call('/v1/prices', query)
    return { status: response.status, body: (await response.json()) as { prices?: Record<string, number>; error?: string } }
  }

  it("rule: the local stack's tokens have their fixed prices, by the keys asked (an EVM address in any case)", async () => {
    expect(await prices({ chain: 'eip155:31338', tokens: `native,${TOKEN}` })).toEqual({ status: 200, body: { prices: { native: LOCAL_PRICES.ETH, [TOKEN]: LOCAL_PRICES.pUSD } } })
    expect((await prices({ chain: 'eip155:31337', tokens: TOKEN.toLowerCase() })).body.prices).toEqual({ [TOKEN.toLowerCase()]: 1 })
    expect((await prices({ chain: SOLANA, tokens: `native,${MINT}` })).body.prices).toEqual({ native: LOCAL_PRICES.SOL, [MINT]: LOCAL_PRICES.pTEST })
  })

  it('rule: an unknown token, or a chain without prices, gets no price (never a made-up one)', async () => {
    expect((await prices({ chain: 'eip155:31337', tokens: 'native,0x0000000000000000000000000000000000000001' })).body.prices).toEqual({ native: 3000 })
    expect((await prices({ chain: 'eip155:1', tokens: 'native' })).body.prices).toEqual({})
    // base58 is case-sensitive: a mint in another case is another mint.
    expect((await prices({ chain: SOLANA, tokens: MINT.toLowerCase() })).body.prices).toEqual({})
  })

  it('rule: the project parameters are required, as on every route; chain is required; at most 100 tokens', async () => {
    expect((await prices({ projectId: undefined, chain: 'eip155:31337', tokens: 'native' })).status).toBe(400)
    expect((await prices({ projectId: 'no-such-project', chain: 'eip155:31337', tokens: 'native' })).status).toBe(403)
    expect((await prices({ tokens: 'native' })).status).toBe(400)
    expect((await prices({ chain: 'eip155:31337', tokens: Array.from({ length: 101 }, (_, i) => `t${i}`).join(',') })).status).toBe(400)
  })
})
