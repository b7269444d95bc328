import { afterAll, beforeAll } from 'vitest'
import type { Sql } from '../../../services/api/db/Sql.js'
import { LOCAL_PROJECT_ID } from '../../../services/api/projects/localProject.js'
import { startApi, type RunningApi, type StartApiOptions } from '../../../services/api/startApi.js'
import type { TestDatabase } from './db/databases.js'

export const PROJECT_QUERY = { projectId: LOCAL_PROJECT_ID, st: 'portico', sv: 'portico-test' } as const

export interface TestApi {
  readonly url: string
  readonly sql: Sql
  /** GET (or `init`) `path` with the local project's parameters, overridable through `query`. */
  call(path: string, query?: Record<string, string | undefined>, init?: RequestInit): Promise<Response>
  /** `path` with the project parameters and `query`, as a full URL. */
  href(path: string, query?: Record<string, string | undefined>): string
}

/**
 * One running API for a test file (per database), on a database of its own: PGlite takes seconds
 * to start, so tests in a file share it, and any test that writes uses ids of its own.
 */
export function useApi(database: TestDatabase, options: Omit<StartApiOptions, 'database'> = {}): TestApi {
  let api: RunningApi | undefined
  let sql: Sql | undefined
  beforeAll(async () => {
    sql = await database.open()
    api = await startApi({ ...options, database: sql })
  }, 120_000)
  afterAll(async () => {
    await api?.stop()
    await sql?.close()
  })

  const href = (path: string, query: Record<string, string | undefined> = {}) => {
    const url = new URL(`${api!.url}${path}`)
    for (const [key, value] of Object.entries({ ...PROJECT_QUERY, ...query })) {
      if (value !== undefined) url.searchParams.set(key, value)
    }
    return url.toString()
  }
  return {
    get url() {
      return api!.url
    },
    get sql() {
      return api!.sql
    },
    href,
    call: (path, query, init) => fetch(href(path, query), init),
  }
}
