import { getAddress } from 'ethers'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/Sql.js'
import type { DataChain } from '../../../../../services/api/data/DataChain.js'
import { readBalances } from '../../../../../services/api/data/routes/readBalances.js'
import { createRpcClient } from '../../../../../services/api/data/rpc/createRpcClient.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { readKnownTokens } from '../../../../../services/api/data/store/readKnownTokens.js'
import { databases } from '../../db/databases.js'
import { createFakeChain, TOKEN } from '../fakeChain.js'

const URL = 'http://127.0.0.1:18547/'
const ALICE = '0x' + 'a1'.repeat(20)
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const chain: DataChain = { caipNetworkId: 'eip155:31337', name: 'Fake', rpcUrl: URL, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }

describe.each(databases())('readBalances on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  afterEach(async () => {
    await sql?.close()
    sql = undefined
    server.resetHandlers()
  })

  async function setUp() {
    const fake = createFakeChain(URL)
    server.use(fake.handler)
    sql = await database.open()
    await migrate(sql, dataMigrations)
    const token = (address: string, symbol: string, decimals: number | null) => sql!.query(
      'INSERT INTO data_tokens (chain_id, address, name, symbol, decimals, first_seen_block) VALUES ($1, $2, $3, $4, $5, 1)',
      [chain.caipNetworkId, address, `${symbol} token`, symbol, decimals],
    )
    await token(TOKEN, 'FUSD', 6)
    await token('0x' + 'd4'.repeat(20), 'ZERO', 0)
    await token('0x' + 'e5'.repeat(20), 'NONE', null)
    await token('0x' + 'f6'.repeat(20), 'EMPTY', 18)
    return { sql, fake, rpc: createRpcClient({ url: URL, network: 'eip155:31337', fetch: (input, init) => globalThis.fetch(input, init) }) }
  }

  it('rule: the native balance comes first, then each known token with a non-zero balance, without Multicall3 one call a token', async () => {
    const { sql, fake, rpc } = await setUp()
    const tokens = await readKnownTokens(sql, chain.caipNetworkId)
    expect(tokens.map((token) => token.symbol)).toEqual(['EMPTY', 'FUSD'])
    const balances = await readBalances({ rpc, chain, account: ALICE, tokens, iconUrl: (symbol) => `icon:${symbol}` })
    expect(balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '1.25' }, iconUrl: 'icon:ETH' },
      {
        name: 'FUSD token', symbol: 'FUSD', chainId: 'eip155:31337', address: getAddress(TOKEN),
        quantity: { decimals: '6', numeric: '2.5' }, iconUrl: 'icon:FUSD',
      },
    ])
    // EMPTY has a zero balance here (the fake answers no data for it); ZERO and NONE are never asked
    expect(fake.requests.filter((method) => method === 'eth_call')).toHaveLength(2)
  })

  it('rule: a node that cannot answer fails the read rather than showing a made-up balance', async () => {
    const { sql, fake, rpc } = await setUp()
    fake.mode = 'down'
    await expect(readBalances({ rpc, chain, account: ALICE, tokens: await readKnownTokens(sql, chain.caipNetworkId), iconUrl: (symbol) => symbol })).rejects.toThrow(/HTTP 503/)
  })
})
