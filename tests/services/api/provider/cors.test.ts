import { describe, expect, it } from 'vitest'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

const ALLOWED = 'http://127.0.0.1:5173'
const STRANGER = 'https://shop.example'
const PROJECT = 'projectId=portico-local&st=portico&sv=1'

// Who may read what is decided by the project's allowed origins, looked up like any route's.
describe.each(databases())('CORS on the provider API on $name', (database) => {
  const api = useApi(database)
  const preflight = (path: string, origin: string, method: string, extra: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, ...extra } })

  it("rule: the preflight of POST /e allows the JSON content type for the project's own origins", async () => {
    const response = await preflight(`/e?${PROJECT}`, ALLOWED, 'POST', { 'access-control-request-headers': 'content-type' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED)
    expect(response.headers.get('vary')).toMatch(/^origin$/i)
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('rule: the preflight of a GET endpoint allows GET', async () => {
    const response = await preflight(`/getWalletImage/portico-exchange?${PROJECT}`, ALLOWED, 'GET')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
  })

  it("rule: a page on an origin the project does not allow cannot read its answers, nor pass its preflight", async () => {
    const read = await fetch(`${api.url}/getWallets?${PROJECT}`, { headers: { origin: STRANGER } })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    expect(read.headers.get('vary')).toMatch(/^origin$/i)
    expect((await preflight(`/e?${PROJECT}`, STRANGER, 'POST')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it("rule: the project's own origins read answers of every kind, errors included", async () => {
    for (const path of [`/appkit/v1/config?${PROJECT}`, `/getWallets?${PROJECT}&page=0`, `/public/getTokenImage/USDC?${PROJECT}`, `/getWalletImage/none?${PROJECT}`]) {
      const response = await fetch(`${api.url}${path}`, { headers: { origin: ALLOWED } })
      expect(response.headers.get('access-control-allow-origin'), path).toBe(ALLOWED)
    }
  })

  it('rule: any page reads the allowed origins (so the widget can say it is not one), an unknown project, and answers without a project', async () => {
    const paths = [`/projects/v1/origins?${PROJECT}`, '/appkit/v1/config?projectId=unknown&st=portico&sv=1', '/missing']
    for (const path of paths) {
      const response = await fetch(`${api.url}${path}`, { headers: { origin: STRANGER } })
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
    }
  })

  it("rule: Private Network Access is granted only to the project's origins", async () => {
    const ask = { 'access-control-request-private-network': 'true' }
    const own = await preflight(`/getWallets?${PROJECT}`, ALLOWED, 'GET', ask)
    expect(own.headers.get('access-control-allow-private-network')).toBe('true')
    for (const path of [`/getWallets?${PROJECT}`, `/projects/v1/origins?${PROJECT}`]) {
      const stranger = await preflight(path, STRANGER, 'GET', ask)
      expect(stranger.headers.get('access-control-allow-private-network'), path).toBeNull()
    }
  })
})
