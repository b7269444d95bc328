import { describe, expect, it } from 'vitest'
import { createDataLayer } from '../../../../../services/api/data/createDataLayer.js'
import { storeBlock } from '../../../../../services/api/data/store/storeBlock.js'
import { databases } from '../../db/databases.js'
import { useApi } from '../../useApi.js'

const CHAIN = 'eip155:31337'
const ALICE = '0x' + 'a1'.repeat(20)
const ZERO = '0x' + '0'.repeat(40)
const ART = '0x' + 'c3'.repeat(20)
const SOLANA = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe.each(databases())('the NFT routes on $name', { timeout: 120_000 }, (database) => {
  // The node is never reached (nothing listens there): the index is written by the test.
  const api = useApi(database, {
    extensions: [createDataLayer({
      chains: [
        { caipNetworkId: CHAIN, name: 'Devnet', rpcUrl: 'http://127.0.0.1:9/', nativeCurrency: ETHER },
        { caipNetworkId: SOLANA, name: 'Solana', rpcUrl: 'http://127.0.0.1:9/', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } },
      ],
      pollIntervalMs: 60_000,
      log: () => {},
    })],
  })

  it('rule: GET /v1/nft/:collection/:tokenId is the hosted token\'s ERC-721 metadata, public, its image on the API', async () => {
    const response = await fetch(`${api.url}/v1/nft/shapes/3`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      name: 'Ember Knot #3',
      description: expect.stringContaining('geometric'),
      image: `${api.url}/v1/nft/shapes/3/image`,
    })
  })

  it('rule: the image is an SVG drawn per token, the same on every request', async () => {
    const [first, again, other] = await Promise.all([3, 3, 4].map((id) => fetch(`${api.url}/v1/nft/shapes/${id}/image`)))
    expect(first!.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await first!.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(await again!.text()).toBe(svg)
    expect(await other!.text()).not.toBe(svg)
  })

  it('rule: a collection the API does not host, or an id that is not a uint256, is a 404', async () => {
    expect((await fetch(`${api.url}/v1/nft/elsewhere/1`)).status).toBe(404)
    expect((await fetch(`${api.url}/v1/nft/shapes/-1/image`)).status).toBe(404)
    expect((await fetch(`${api.url}/v1/nft/shapes/${'9'.repeat(79)}`)).status).toBe(404)
  })

  it('rule: GET /v1/account/:address/nfts answers { data, next } from the index', async () => {
    await storeBlock(api.sql, CHAIN, {
      number: 1, hash: hash(1), parentHash: hash(0), minedAt: 1_700_000_001,
      transactions: [{ hash: hash(100), blockNumber: 1, index: 0, minedAt: 1_700_000_001, from: ALICE, to: null, contractAddress: ART, value: 0n, hasInput: true, status: 'confirmed' }],
      transfers: [],
      nftTransfers: [{ txHash: hash(100), logIndex: 0, blockNumber: 1, contract: ART, tokenId: 1n, from: ZERO, to: ALICE }],
    }, [{ address: ART, name: 'Portico Shapes', symbol: 'SHAPE', decimals: null }], [{ contract: ART, tokenId: 1n, uri: 'http://127.0.0.1:8787/v1/nft/shapes/1' }])
    const response = await api.call(`/v1/account/${ALICE.toUpperCase().replace('0X', '0x')}/nfts`, { chainId: CHAIN })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: [{
        contract: ART, tokenId: '1', name: 'Dawn Orbit #1', collection: { name: 'Portico Shapes', symbol: 'SHAPE' },
        flags: { is_spam: false }, content: { preview: { url: `${api.url}/v1/nft/shapes/1/image` } },
      }],
      next: null,
    })
  })

  it('rule: NFTs are asked for on an EVM chain only, with a cursor this API issued; else a 400 saying so', async () => {
    const solana = await api.call(`/v1/account/${'1'.repeat(32)}/nfts`, { chainId: SOLANA })
    expect(solana.status).toBe(400)
    expect(JSON.stringify(await solana.json())).toContain('EVM chains only')
    const cursor = await api.call(`/v1/account/${ALICE}/nfts`, { chainId: CHAIN, cursor: 'not-a-cursor' })
    expect(cursor.status).toBe(400)
    expect((await api.call(`/v1/account/${ALICE}/nfts`, { chainId: CHAIN, projectId: undefined })).status).toBe(400)
  })
})
