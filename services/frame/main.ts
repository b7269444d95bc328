import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { openDatabase } from '../api/db/openDatabase.js'
import { readTrustProxy } from '../api/http/trustProxySchema.js'
import { findProject } from '../api/projects/findProject.js'
import { LOCAL_PROJECT_ID, localProject } from '../api/projects/localProject.js'
import { upsertProject } from '../api/projects/upsertProject.js'
import { migrate } from '../api/db/migrate.js'
import { apiMigrations } from '../api/migrations.js'
import { onShutdownSignal } from '../onShutdownSignal.js'
import { readPort } from '../readPort.js'
import { startMailbox, type RunningMailbox } from './mailbox/startMailbox.js'
import { HOSTED_FARCASTER_RELAY, OPTIMISM_PUBLIC_RPC } from './farcaster/createFarcasterClient.js'
import { DEFAULT_SITE_ROOT } from './page/buildFramePage.js'
import { readSocialProviders } from './social/socialProviders.js'
import { DEFAULT_FRAME_PORT, startFrame, type RunningFrame, type StartFrameOptions } from './startFrame.js'

/** PORTICO_FRAME_CODE_INTERVAL_MS: whole milliseconds of at least 1000, or unset for SPEC's 30 s. */
function readCodeInterval(value: string | undefined): { codeIntervalMs?: number } {
  if (value === undefined || value === '') return {}
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 1_000) throw new Error(`PORTICO_FRAME_CODE_INTERVAL_MS must be a whole number of milliseconds of at least 1000, not "${value}"`)
  return { codeIntervalMs: ms }
}

/**
 * Runs the frame's server on its own: `node --import tsx services/frame/main.ts`.
 * PORT (default 8790), DATABASE_URL (PostgreSQL, the API's; PGlite otherwise), PORTICO_FRAME_DATA_DIR
 * (where PGlite keeps its files; in memory otherwise), SMTP_URL (where codes are mailed; without it
 * a development mailbox starts beside the server), PORTICO_MAIL_FROM (the sender), PORTICO_FRAME_SITE
 * (the page's sources; services/frame/site otherwise, and no page while it has no index.html),
 * PORTICO_SOCIAL_PROVIDERS (each project's social providers, JSON), PORTICO_FRAME_PUBLIC_URL (the
 * frame's public origin for the providers' redirect URI; else each request's),
 * PORTICO_FARCASTER_RELAY (Sign In With Farcaster's auth relay; the hosted one otherwise),
 * PORTICO_FARCASTER_RPC (an Optimism RPC for its registries; Optimism's public one otherwise, which
 * a production server should replace with its own), PORTICO_TRUST_PROXY and PORTICO_LOG_LEVEL as
 * services/api reads them. The first URL it prints is the frame's origin.
 */
async function main(): Promise<void> {
  const port = readPort('PORT', DEFAULT_FRAME_PORT)
  const trustProxy = readTrustProxy(process.env.PORTICO_TRUST_PROXY)
  const logLevel = readLogLevel(process.env.PORTICO_LOG_LEVEL)
  // Read before anything starts: a malformed setting stops the start with its problem named.
  const socialProviders = readSocialProviders(process.env.PORTICO_SOCIAL_PROVIDERS)
  const publicUrl = process.env.PORTICO_FRAME_PUBLIC_URL || undefined
  const shutdown = onShutdownSignal()

  const sql = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.PORTICO_FRAME_DATA_DIR })
  let mailbox: RunningMailbox | undefined
  let frame: RunningFrame | undefined
  const stop = async () => {
    await frame?.stop()
    await mailbox?.stop()
    await sql.close()
  }
  try {
    // A database of its own (PGlite) has no API to seed the local project; one shared with the
    // API keeps the API's project as the API wrote it.
    await migrate(sql, apiMigrations)
    if (!(await findProject(sql, LOCAL_PROJECT_ID))) await upsertProject(sql, localProject())
    const smtpUrl = process.env.SMTP_URL
    if (!smtpUrl) mailbox = await startMailbox()
    const options: StartFrameOptions = {
      port,
      database: sql,
      smtp: { url: smtpUrl || mailbox!.smtpUrl },
      trustProxy,
      logLevel,
      socialProviders,
      ...(publicUrl ? { publicUrl } : {}),
      ...(process.env.PORTICO_MAIL_FROM ? { mailFrom: process.env.PORTICO_MAIL_FROM } : {}),
      ...readCodeInterval(process.env.PORTICO_FRAME_CODE_INTERVAL_MS),
      siteRoot: await siteRoot(process.env.PORTICO_FRAME_SITE),
      farcaster: {
        relayUrl: readUrl('PORTICO_FARCASTER_RELAY', HOSTED_FARCASTER_RELAY),
        rpcUrl: readUrl('PORTICO_FARCASTER_RPC', OPTIMISM_PUBLIC_RPC),
      },
    }
    frame = await startFrame(options)
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
  const stopping = shutdown.whenReady((signal) => {
    console.log(`Portico frame: ${signal}, stopping`)
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Portico frame did not stop cleanly:', error)
        process.exit(1)
      },
    )
  })
  if (stopping) return
  console.log(`Portico frame: ${frame.url} (page ${frame.url}/frame/, ${sql.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`)
  if (mailbox) console.log(`Portico development mailbox: ${mailbox.url} (SMTP ${mailbox.smtpUrl})`)
}

/**
 * The page's sources: PORTICO_FRAME_SITE when set (its index.html must be there), else
 * services/frame/site, which may not have its page yet: then the auth routes run alone, and say so.
 */
async function siteRoot(value: string | undefined): Promise<string | false> {
  if (value) return value
  if ((await stat(join(DEFAULT_SITE_ROOT, 'index.html')).catch(() => undefined))?.isFile()) return DEFAULT_SITE_ROOT
  console.warn(`Portico frame: no page to serve (${join(DEFAULT_SITE_ROOT, 'index.html')} is missing), only the auth routes`)
  return false
}

/** An http(s) URL from the environment, `fallback` when unset or empty; a trailing slash is dropped. */
function readUrl(name: string, fallback: string): string {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  if (!/^https?:\/\//.test(value) || !URL.canParse(value)) throw new Error(`${name} must be an http(s) URL, not "${value.slice(0, 80)}"`)
  return value.replace(/\/+$/, '')
}

function readLogLevel(value: string | undefined): NonNullable<StartFrameOptions['logLevel']> {
  if (value === undefined || value === '') return 'warn'
  if (value === 'debug' || value === 'info' || value === 'warn' || value === 'error') return value
  throw new Error(`PORTICO_LOG_LEVEL must be debug, info, warn or error, not "${value.slice(0, 20)}"`)
}

await main()
