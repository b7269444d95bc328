import { describe, expect, it } from 'vitest'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

const SITE = 'https://shop.example'

// A preflight never reaches the database, so PGlite alone is enough here.
describe('CORS on the provider API', () => {
  const api = useApi(databases()[0]!)

  it('rule: the preflight of POST /e allows the JSON content type from any origin', async () => {
    const response = await fetch(`${api.url}/e?projectId=portico-local&st=portico&sv=1`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('rule: the preflight of a GET endpoint allows GET', async () => {
    const response = await fetch(`${api.url}/getWalletImage/portico-exchange`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
  })

  it('rule: answers of every kind can be read cross-origin', async () => {
    const paths = [
      '/appkit/v1/config?projectId=portico-local&st=portico&sv=1',
      '/getWallets?projectId=portico-local&st=portico&sv=1&page=0',
      '/appkit/v1/config?projectId=unknown&st=portico&sv=1',
      '/public/getTokenImage/USDC?projectId=portico-local&st=portico&sv=1',
      '/missing',
    ]
    for (const path of paths) {
      const response = await fetch(`${api.url}${path}`, { headers: { origin: SITE } })
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
    }
  })
})
