import { describe, expect, it } from 'vitest'
import { upsertProject } from '../../../../services/api/projects/upsertProject.js'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

/** Every endpoint of SPEC section 7, with a path that exists for it. */
const ENDPOINTS: readonly [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/appkit/v1/config'],
  ['GET', '/projects/v1/origins'],
  ['GET', '/getWallets'],
  ['GET', '/getWalletImage/portico-exchange'],
  ['GET', '/public/getAssetImage/eip155-1'],
  ['GET', '/public/getCurrencyImage/USD'],
  ['GET', '/public/getTokenImage/USDC'],
  ['GET', '/getAnalyticsConfig'],
  ['POST', '/e'],
]
const EVENT = JSON.stringify({ eventId: 'project-check', url: 'http://localhost/', domain: 'localhost', timestamp: 1, props: {} })

describe.each(databases())('project endpoints on $name', (database) => {
  const api = useApi(database, { allowedOrigins: ['https://demo.example', 'http://localhost:*'] })
  const send = (method: 'GET' | 'POST', path: string, query: Record<string, string | undefined>) =>
    api.call(path, query, method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: EVENT } : { method })

  it('rule: GET /appkit/v1/config gives the local project\'s features', async () => {
    const response = await api.call('/appkit/v1/config')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      features: [
        { id: 'email', isEnabled: false, config: null },
        { id: 'socials', isEnabled: false, config: null },
        { id: 'swaps', isEnabled: false, config: null },
        { id: 'onramp', isEnabled: false, config: null },
        { id: 'activity', isEnabled: true, config: null },
        { id: 'branding', isEnabled: true, config: null },
        { id: 'multiWallet', isEnabled: true, config: null },
      ],
    })
  })

  it('rule: GET /projects/v1/origins gives the loopback patterns plus the configured origins, once each', async () => {
    const response = await api.call('/projects/v1/origins')
    expect(await response.json()).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://demo.example'] })
  })

  it('rule: GET /getAnalyticsConfig says whether the project takes analytics', async () => {
    expect(await (await api.call('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true })
    await upsertProject(api.sql, { id: 'quiet-project', name: 'Quiet', allowedOrigins: [], features: [], analyticsEnabled: false })
    expect(await (await api.call('/getAnalyticsConfig', { projectId: 'quiet-project' })).json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('rule: each project answers with its own configuration', async () => {
    await upsertProject(api.sql, {
      id: 'social-project',
      name: 'Social',
      allowedOrigins: ['https://*.social.example'],
      features: [{ id: 'socials', isEnabled: true, config: ['google', 'github'] }, { id: 'email', isEnabled: true, config: null }],
      analyticsEnabled: true,
    })
    expect(await (await api.call('/appkit/v1/config', { projectId: 'social-project' })).json()).toEqual({
      features: [{ id: 'socials', isEnabled: true, config: ['google', 'github'] }, { id: 'email', isEnabled: true, config: null }],
    })
    expect(await (await api.call('/projects/v1/origins', { projectId: 'social-project' })).json())
      .toEqual({ allowedOrigins: ['https://*.social.example'] })
  })

  it.each(ENDPOINTS)('rule: %s %s without projectId, st or sv is a 400 naming what is missing', async (method, path) => {
    for (const key of ['projectId', 'st', 'sv']) {
      const response = await send(method, path, { [key]: undefined })
      expect(response.status, key).toBe(400)
      expect(await response.json(), key).toEqual({ error: `the query parameter ${key} is required` })
    }
    const none = await fetch(`${api.url}${path}`, { method })
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ error: 'the query parameters projectId, st, sv are required' })
    const empty = await send(method, path, { projectId: '' })
    expect(empty.status).toBe(400)
  })

  it.each(ENDPOINTS)('rule: %s %s with an unknown project id is a 403 "Invalid project id"', async (method, path) => {
    const response = await send(method, path, { projectId: 'no-such-project' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Invalid project id' })
  })

  it('rule: overlong project parameters are a 400, not a lookup', async () => {
    for (const [key, length] of [['projectId', 257], ['st', 65], ['sv', 65]] as const) {
      const response = await api.call('/appkit/v1/config', { [key]: 'x'.repeat(length) })
      expect(response.status, key).toBe(400)
      expect(((await response.json()) as { error: string }).error).toContain(key)
    }
  })

  it('rule: a project parameter given twice is a 400', async () => {
    const response = await fetch(`${api.href('/appkit/v1/config')}&projectId=other`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'the query parameter projectId may be given once' })
  })

  it('rule: project ids with SQL in them are just unknown ids, and the projects stay', async () => {
    for (const projectId of ["' OR '1'='1", "portico-local'; DELETE FROM projects; --", 'portico-local%', '\\']) {
      expect((await api.call('/appkit/v1/config', { projectId })).status, projectId).toBe(403)
    }
    expect((await api.call('/appkit/v1/config')).status).toBe(200)
  })
})
