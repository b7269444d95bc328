import type { Sql } from '../api/db/Sql.js'
import { migrate } from '../api/db/migrate.js'
import { apiMigrations } from '../api/migrations.js'
import type { HttpServer } from '../api/http/startHttpServer.js'
import { startFrameHttp, type StartFrameHttpOptions } from './http/startFrameHttp.js'
import { createFarcasterClient, type FarcasterConfig } from './farcaster/createFarcasterClient.js'
import type { FrameDeps } from './FrameDeps.js'
import { createMailer, type SmtpOption } from './mail/createMailer.js'
import { frameMigrations } from './migrations.js'
import { buildFramePage } from './page/buildFramePage.js'
import { framePageRoutes } from './page/framePageRoutes.js'
import { buildSocialResultScript } from './page/socialResultPage.js'
import { emailLoginRoutes } from './routes/emailLoginRoutes.js'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes.js'
import { farcasterRoutes } from './routes/farcasterRoutes.js'
import { originRoutes } from './routes/originRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { socialRoutes } from './routes/socialRoutes.js'
import { createSocialClients } from './social/createSocialClients.js'
import type { SocialProviders } from './social/socialProviders.js'

export const DEFAULT_FRAME_PORT = 8790
/** How long a mailed code works. */
export const DEFAULT_CODE_TTL_MS = 10 * 60 * 1000
export const DEFAULT_CODE_INTERVAL_MS = 30 * 1000

export interface StartFrameOptions {
  /** 0 picks a free port; 0 by default (main.ts uses PORT or 8790). */
  port?: number
  /**
   * The database services/api uses (PGlite or PostgreSQL), whose `projects` table holds the
   * allowed origins. Left open by stop(): its opener owns it.
   */
  database: Sql
  /** Where the codes are mailed. */
  smtp: SmtpOption
  /** The sender of the mail; `Portico <no-reply@portico.localhost>` unless told. */
  mailFrom?: string
  /** 10 minutes unless told. */
  codeTtlMs?: number
  /**
   * The least time between two codes for one address and purpose: SPEC section 5's 30 s unless
   * told. The browser tests' stack shortens it, so that their visitors do not wait out what the
   * modal's own 30 s already shows; never shorter than a second.
   */
  codeIntervalMs?: number
  /** Epoch milliseconds; Date.now unless told (tests move time with it). */
  now?: () => number
  /**
   * The frame page's sources (a folder with index.html), built once at start and served at
   * /frame/; services/frame/site unless told, and no page at all with `false`.
   */
  siteRoot?: string | false
  /**
   * Sign In With Farcaster's relay and Optimism RPC (main.ts: PORTICO_FARCASTER_RELAY and
   * PORTICO_FARCASTER_RPC); without it the farcaster routes refuse with FARCASTER_UNAVAILABLE.
   */
  farcaster?: FarcasterConfig
  /**
   * Each project's social providers (PORTICO_SOCIAL_PROVIDERS, read by readSocialProviders);
   * none unless told.
   */
  socialProviders?: SocialProviders
  /**
   * The frame's public origin (`https://frame.example.com`), for the providers' redirect URI.
   * Unset, each request's own origin is used: its Host, or X-Forwarded-Host and -Proto from a
   * trusted proxy (trustProxy).
   */
  publicUrl?: string
  trustProxy?: StartFrameHttpOptions['trustProxy']
  logLevel?: StartFrameHttpOptions['logLevel']
}

export interface RunningFrame {
  /** `http://127.0.0.1:<port>`: the frame's origin; the page is at `${url}/frame/`. */
  url: string
  stop(): Promise<void>
}

/**
 * The embedded wallet's auth server and frame page (docs/embedded-wallet.md) on 127.0.0.1: applies
 * services/api's migrations (so `projects` exists whichever starts first; each applies once) and
 * its own, builds the page, and serves both. Several instances on one database share everything,
 * rate limits included. Whatever fails on the way is undone before the error is thrown.
 */
export async function startFrame(options: StartFrameOptions): Promise<RunningFrame> {
  const sql = options.database
  // Both take seconds and neither needs the other: the build runs beside the migrations.
  const [page, resultScript] = await Promise.all([
    options.siteRoot === false ? undefined : buildFramePage(options.siteRoot),
    buildSocialResultScript(),
    migrate(sql, [...apiMigrations, ...frameMigrations]),
  ])
  const mailer = createMailer(options.smtp, options.mailFrom)
  let server: HttpServer | undefined
  try {
    const deps: FrameDeps = {
      sql,
      mailer,
      now: options.now ?? Date.now,
      codeTtlMs: options.codeTtlMs ?? DEFAULT_CODE_TTL_MS,
      codeIntervalMs: Math.max(1_000, options.codeIntervalMs ?? DEFAULT_CODE_INTERVAL_MS),
      social: createSocialClients(options.socialProviders ?? {}),
      publicUrl: options.publicUrl?.replace(/\/+$/, ''),
      warn: (message, error) => console.warn(message, error instanceof Error ? error.message : error),
    }
    server = await startFrameHttp({
      port: options.port ?? 0,
      routes: [
        ...originRoutes(deps), ...emailLoginRoutes(deps), ...sessionRoutes(deps), ...emailUpdateRoutes(deps), ...socialRoutes(deps, resultScript),
        ...farcasterRoutes(deps, options.farcaster && createFarcasterClient(options.farcaster)), ...(page ? framePageRoutes(page) : []),
      ],
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    })
  } catch (error) {
    mailer.close()
    throw error
  }
  const running = server
  let stopping: Promise<void> | undefined
  return {
    url: running.url,
    stop: () => (stopping ??= running.stop().finally(() => mailer.close())),
  }
}
