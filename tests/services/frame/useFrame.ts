import { afterAll, beforeAll } from 'vitest'
import type { Sql } from '../../../services/api/db/Sql.js'
import { upsertProject } from '../../../services/api/projects/upsertProject.js'
import { startMailbox, type ReceivedMessage, type RunningMailbox } from '../../../services/frame/mailbox/startMailbox.js'
import { startFrame, type RunningFrame, type StartFrameOptions } from '../../../services/frame/startFrame.js'
import type { TestDatabase } from '../api/db/databases.js'

export const PROJECT_ID = 'frame-test-project'
export const ALLOWED_ORIGIN = 'https://app.example.com'
export const HOUR = 60 * 60 * 1000

export interface TestFrame {
  readonly url: string
  readonly sql: Sql
  readonly mailbox: RunningMailbox
  /** The frames' clock: epoch ms, moved by hand. */
  readonly clock: { now: number; advance(ms: number): void }
  /** POSTs JSON as the client at `ip` (the frames trust 127.0.0.1 as their proxy). */
  post(path: string, body: unknown, options?: { token?: string; ip?: string; url?: string }): Promise<Response>
  get(path: string, options?: { token?: string }): Promise<Response>
  /** The newest code mailed to `email` (from the mailbox's JSON), failing when none came. */
  codeFor(email: string): Promise<string>
  mailTo(email: string): Promise<ReceivedMessage[]>
  /** Another frame server on the same database and clock (stopped with the file). */
  startAnother(): Promise<RunningFrame>
}

/**
 * A frame server for a test file on a database of its own (PGlite, or a PostgreSQL schema), with a
 * real mailbox and a clock the tests move, and the project PROJECT_ID allowing ALLOWED_ORIGIN and
 * `http://localhost:*`. Tests share it: each uses addresses and a client address of its own.
 */
export function useFrame(database: TestDatabase, options: Partial<StartFrameOptions> = {}): TestFrame {
  const clock = { now: Date.UTC(2026, 0, 1), advance(ms: number) { clock.now += ms } }
  let sql: Sql | undefined
  let mailbox: RunningMailbox | undefined
  const frames: RunningFrame[] = []
  const start = () => startFrame({
    database: sql!,
    smtp: { url: mailbox!.smtpUrl },
    now: () => clock.now,
    siteRoot: false,
    trustProxy: ['127.0.0.1'],
    ...options,
  })
  beforeAll(async () => {
    sql = await database.open()
    mailbox = await startMailbox()
    frames.push(await start())
    await upsertProject(sql, {
      id: PROJECT_ID,
      name: 'Frame tests',
      allowedOrigins: [ALLOWED_ORIGIN, 'http://localhost:*'],
      features: [],
      analyticsEnabled: false,
    })
  }, 120_000)
  afterAll(async () => {
    for (const frame of frames.splice(0)) await frame.stop()
    await mailbox?.stop()
    await sql?.close()
  })

  const headers = (token?: string, ip?: string): Record<string, string> => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(ip ? { 'x-forwarded-for': ip } : {}),
  })
  const mailTo = async (email: string) => {
    const response = await fetch(`${mailbox!.url}messages?to=${encodeURIComponent(email)}`)
    return ((await response.json()) as { messages: ReceivedMessage[] }).messages
  }
  return {
    get url() {
      return frames[0]!.url
    },
    get sql() {
      return sql!
    },
    get mailbox() {
      return mailbox!
    },
    clock,
    post: (path, body, { token, ip = '198.51.100.1', url } = {}) => fetch(`${url ?? frames[0]!.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers(token, ip) },
      body: JSON.stringify(body),
    }),
    get: (path, { token } = {}) => fetch(`${frames[0]!.url}${path}`, { headers: headers(token) }),
    mailTo,
    async codeFor(email) {
      const [newest] = await mailTo(email)
      const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
      if (!code) throw new Error(`no code was mailed to ${email}`)
      return code
    },
    async startAnother() {
      const frame = await start()
      frames.push(frame)
      return frame
    },
  }
}
