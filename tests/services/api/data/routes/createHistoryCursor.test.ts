import { afterEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/openDatabase.js'
import { HttpError } from '../../../../../services/api/http/HttpError.js'
import { createHistoryCursor } from '../../../../../services/api/data/routes/createHistoryCursor.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { databases } from '../../db/databases.js'

const SCOPE = 'eip155:31337:0x' + 'a1'.repeat(20)

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught)
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe.each(databases())('history cursor on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  afterEach(async () => {
    await sql?.close()
    sql = undefined
  })

  const open = async () => {
    sql = await database.open()
    await migrate(sql, dataMigrations)
    return sql
  }

  it('rule: a cursor reads back to the position it was issued for', async () => {
    const cursors = createHistoryCursor(await open())
    const cursor = await cursors.issue(SCOPE, { block: 12, index: 3 })
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    await expect(cursors.read(SCOPE, cursor)).resolves.toEqual({ block: 12, index: 3 })
  })

  it('rule: cursors hold across instances sharing the database (the key is stored once)', async () => {
    const db = await open()
    const cursor = await createHistoryCursor(db).issue(SCOPE, { block: 7, index: 0 })
    await expect(createHistoryCursor(db).read(SCOPE, cursor)).resolves.toEqual({ block: 7, index: 0 })
  })

  it('rule: a cursor for another account or chain, an altered one, or a made-up one is a 400', async () => {
    const cursors = createHistoryCursor(await open())
    const cursor = await cursors.issue(SCOPE, { block: 12, index: 3 })
    const [payload, mac] = cursor.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ b: 99, i: 0 })).toString('base64url')
    for (const bad of [
      `${forged}.${mac}`,
      `${payload}.${mac.slice(0, -2)}AA`,
      `${payload}`,
      `${cursor}.extra`,
      'garbage',
      '',
      'x'.repeat(1000),
    ]) {
      const error = await rejection(cursors.read(SCOPE, bad))
      expect(error.status).toBe(400)
      expect(error.message).toMatch(/cursor is not one this API issued/)
    }
    expect((await rejection(cursors.read('eip155:31338:0x' + 'a1'.repeat(20), cursor))).status).toBe(400)
  })
})
