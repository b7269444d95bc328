import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { CURRENCY_CODES, NAMED_NETWORK_IMAGES, NETWORK_IMAGES, TOKEN_SYMBOLS, networkImageId } from '../../../../services/api/images/assetImages.js'
import { generateWallets } from '../../../../services/api/registry/generateWallets.js'
import { databases } from '../db/databases.js'
import { PROJECT_QUERY, useApi } from '../useApi.js'

const registry = generateWallets()
const exchange = registry.find((wallet) => wallet.id === 'portico-exchange')!
const IMAGE_PATHS = ['/getWalletImage', '/public/getAssetImage', '/public/getCurrencyImage', '/public/getTokenImage']

describe.each(databases())('image endpoints on $name', (database) => {
  const api = useApi(database)
  const image = async (path: string) => {
    const response = await api.call(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type'), path).toBe('image/svg+xml')
    return { response, svg: await response.text() }
  }

  it('rule: a wallet image is a generated SVG with the initials, served by wallet id and by image id alike', async () => {
    const byId = await image('/getWalletImage/portico-exchange')
    const byImageId = await image(`/getWalletImage/${exchange.image_id}`)
    expect(byId.svg).toBe(byImageId.svg)
    expect(byId.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(byId.svg).toContain('linearGradient')
    expect(byId.svg).toContain('>PE</text>')
  })

  it('rule: every listing of the registry has an image, and different wallets get different ones', async () => {
    const sample = [registry[10]!, registry[150]!, registry[300]!]
    const svgs = await Promise.all(sample.map(async (wallet) => (await image(`/getWalletImage/${wallet.id}`)).svg))
    expect(new Set(svgs).size).toBe(3)
  })

  it('rule: images carry cache headers and an ETag, and a matching If-None-Match gets a 304', async () => {
    const { response } = await image('/getWalletImage/portico-exchange')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await api.call('/getWalletImage/portico-exchange', {}, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await api.call('/getWalletImage/portico-exchange', {}, { headers: { 'if-none-match': '"stale"' } })
    expect(other.status).toBe(200)
  })

  it('rule: every network image id answers with a circle', async () => {
    for (const [caip] of NETWORK_IMAGES) {
      const { svg } = await image(`/public/getAssetImage/${encodeURIComponent(networkImageId(caip))}`)
      expect(svg).toContain('<circle')
    }
    for (const [id] of NAMED_NETWORK_IMAGES) expect((await image(`/public/getAssetImage/${id}`)).svg).toContain('<circle')
    expect((await image('/public/getAssetImage/eip155-1')).svg).toContain('>E</text>')
    expect((await image('/public/getAssetImage/base')).svg).toContain('>B</text>')
    expect((await image('/public/getAssetImage/eip155-31337')).svg).toContain('>PD</text>')
  })

  it('rule: network image ids are case-sensitive, as CAIP references are', async () => {
    expect((await api.call('/public/getAssetImage/solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).status).toBe(200)
    expect((await api.call('/public/getAssetImage/SOLANA-5EYKT4USFV8P8NJDTREPY1VZQKQZKVDP')).status).toBe(404)
  })

  it('rule: currency and token images show their code or symbol, asked for in any case', async () => {
    for (const code of CURRENCY_CODES) expect((await image(`/public/getCurrencyImage/${code}`)).svg).toContain(`>${code}</text>`)
    for (const symbol of TOKEN_SYMBOLS) expect((await image(`/public/getTokenImage/${symbol}`)).svg).toContain(`>${symbol}</text>`)
    expect((await image('/public/getTokenImage/usdc')).svg).toBe((await image('/public/getTokenImage/USDC')).svg)
    expect((await image('/public/getCurrencyImage/eur')).svg).toContain('>EUR</text>')
  })

  it.each(IMAGE_PATHS)('rule: %s answers an unknown id with a 404 JSON error', async (path) => {
    const response = await api.call(`${path}/no-such-id`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^No \w+ image has this id$/) })
  })

  it.each(IMAGE_PATHS)('rule: %s treats traversal and SQL in an id as an unknown id', async (path) => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '%2E%2E%2Fwallets', "x'%20OR%20'1'%3D'1", '%25', 'portico-exchange%2F..']) {
      const response = await fetch(`${api.url}${path}/${id}?${new URLSearchParams(PROJECT_QUERY)}`)
      expect(response.status, id).toBe(404)
    }
  })

  it('rule: a raw ../ path never reaches an image route', async () => {
    const status = await new Promise<string>((resolve, reject) => {
      const port = Number(new URL(api.url).port)
      const socket = connect(port, '127.0.0.1', () =>
        socket.end(`GET /getWalletImage/../../etc/passwd?${new URLSearchParams(PROJECT_QUERY)} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''))
      socket.on('error', reject)
    })
    expect(status).toBe('HTTP/1.1 404 Not Found')
  })

  it.each(IMAGE_PATHS)('rule: %s refuses an id over 256 characters with a 400', async (path) => {
    expect((await api.call(`${path}/${'a'.repeat(257)}`)).status).toBe(400)
  })

  it('rule: markup in a wallet name or an image label never reaches the SVG as markup', async () => {
    await api.sql.query(
      `INSERT INTO wallets (id, name, image_id, rank) VALUES ('hostile-name', '<script>x</script> & "Co"', 'hostile-image', 10000)
       ON CONFLICT (id) DO NOTHING`,
    )
    const wallet = await image('/getWalletImage/hostile-name')
    expect(wallet.svg).not.toContain('<script')
    expect(wallet.svg).toContain('>?</text>')
    await api.sql.query(`INSERT INTO asset_images (kind, id, label) VALUES ('token', 'EVIL', '<a>&"') ON CONFLICT DO NOTHING`)
    const token = await image('/public/getTokenImage/EVIL')
    expect(token.svg).not.toContain('<a>')
    expect(token.svg).toContain('>&#60;a&#62;&#38;&#34;</text>')
  })
})
