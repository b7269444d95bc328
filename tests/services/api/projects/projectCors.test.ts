import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../services/api/db/Sql.js'
import { apiMigrations } from '../../../../services/api/migrations.js'
import { projectCors } from '../../../../services/api/projects/projectCors.js'
import { upsertProject } from '../../../../services/api/projects/upsertProject.js'
import { databases } from '../db/databases.js'

const url = (path: string) => new URL(`http://127.0.0.1${path}`)
const project = (allowedOrigins: string[]) => ({ id: 'cors-test', name: 'CORS test', allowedOrigins, features: [], analyticsEnabled: false })

describe.each(databases())('projectCors on $name', (database) => {
  let sql: Sql
  beforeAll(async () => {
    sql = await database.open()
    await migrate(sql, apiMigrations)
  }, 120_000)
  afterAll(() => sql?.close())

  it('rule: an origin added to a project is honoured once the remembered list is older than the ttl, not before', async () => {
    await upsertProject(sql, project(['https://a.example']))
    let clock = 0
    const cors = projectCors(sql, { ttlMs: 1_000, now: () => clock })
    const ask = () => cors('https://b.example', url('/getWallets?projectId=cors-test'))
    expect((await ask()).allowOrigin).toBeUndefined()
    await upsertProject(sql, project(['https://a.example', 'https://*.example']))
    clock = 999
    expect((await ask()).allowOrigin).toBeUndefined()
    clock = 1_000
    expect(await ask()).toEqual({ allowOrigin: 'https://b.example', privateNetwork: true })
  })

  it('rule: a request with no page origin or no project id is open and asks nothing of the database', async () => {
    const failing: Sql = { ...sql, query: () => Promise.reject(new Error('must not be asked')) }
    const cors = projectCors(failing)
    expect(await cors(undefined, url('/getWallets?projectId=cors-test'))).toEqual({ allowOrigin: '*', privateNetwork: false })
    expect(await cors('https://b.example', url('/missing'))).toEqual({ allowOrigin: '*', privateNetwork: false })
  })
})
