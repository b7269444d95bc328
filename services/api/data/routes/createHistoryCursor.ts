import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as z from 'zod'
import type { Sql } from '../../db/Sql.js'
import { HttpError } from '../../http/Route.js'

/** Where a history page ends: the last transaction shown, by block and position in it. */
export interface HistoryPosition {
  block: number
  index: number
}

export interface HistoryCursor {
  issue(scope: string, position: HistoryPosition): Promise<string>
  /** The position a cursor stands for; a 400 unless this API issued it for the same scope. */
  read(scope: string, cursor: string): Promise<HistoryPosition>
}

const PositionSchema = z.object({ b: z.int().min(0), i: z.int().min(0) })
const KEY_NAME = 'history_cursor_key'
const INVALID = 'The cursor is not one this API issued for this account and chain; start again without a cursor'

/**
 * Opaque history cursors: a position (block, index) with an HMAC over it and its scope (chain and
 * account). A position rather than an offset, so new blocks arriving never shift a page; signed, so
 * a made-up or borrowed cursor is refused. The key lives in the database, so cursors outlive a
 * restart and hold across API instances sharing it.
 */
export function createHistoryCursor(sql: Sql): HistoryCursor {
  let key: Promise<Buffer> | undefined

  const loadKey = () => {
    key ??= (async () => {
      await sql.query('INSERT INTO data_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        KEY_NAME,
        randomBytes(32).toString('base64'),
      ])
      const [row] = await sql.query<{ value: string }>('SELECT value FROM data_settings WHERE name = $1', [KEY_NAME])
      if (!row) throw new Error('the history cursor key could not be stored')
      return Buffer.from(row.value, 'base64')
    })().catch((error: unknown) => {
      key = undefined
      throw error
    })
    return key
  }

  const sign = async (scope: string, payload: string) =>
    createHmac('sha256', await loadKey()).update(`${scope}\n${payload}`).digest().subarray(0, 16)

  return {
    async issue(scope, position) {
      const payload = Buffer.from(JSON.stringify({ b: position.block, i: position.index })).toString('base64url')
      return `${payload}.${(await sign(scope, payload)).toString('base64url')}`
    },
    async read(scope, cursor) {
      const [payload, mac, ...rest] = cursor.split('.')
      if (!payload || !mac || rest.length > 0 || cursor.length > 200) throw new HttpError(400, INVALID)
      const expected = await sign(scope, payload)
      const given = Buffer.from(mac, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(400, INVALID)
      let decoded: unknown
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        throw new HttpError(400, INVALID)
      }
      const position = PositionSchema.safeParse(decoded)
      if (!position.success) throw new HttpError(400, INVALID)
      return { block: position.data.b, index: position.data.i }
    },
  }
}
