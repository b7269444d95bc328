import type { Page } from 'playwright-core'

/** One pairing of the site's kernel, from its 'loading' to its return to 'idle'. */
export interface PairingAttempt {
  /** On the page's clock (performance.now), from the plugin starting to connect to the pairing ending; undefined while under way. */
  tookMs: number | undefined
  /** Every link the site showed during it, in order. */
  links: string[]
  /** The message of the connect error the kernel reported for it (SPEC's text, then details), if it failed. */
  error: string | undefined
}

export interface PairingLog {
  attempts: PairingAttempt[]
  /** Alerts the kernel raised (its `error` event), by message. */
  alerts: string[]
}

const LOG = '__porticoPairingLog'

/**
 * Starts recording, in the page, the pairings of `kernel.store('walletConnect')` and the connect
 * errors and alerts the kernel reports, so a test reads what happened on the page's own clock
 * rather than through its own polling.
 */
export async function recordPairingAttempts(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const log = { attempts: [] as { startedAt: number; endedAt?: number; links: string[]; error?: string }[], alerts: [] as string[] }
    Object.defineProperty(window, key, { value: log })
    const kernel = window.__portico!
    kernel.store('walletConnect').subscribe(({ pairing }, previous) => {
      const last = log.attempts.at(-1)
      if (previous.pairing.status === 'idle' && pairing.status !== 'idle') log.attempts.push({ startedAt: performance.now(), links: [] })
      else if (pairing.status === 'idle' && last && last.endedAt === undefined) last.endedAt = performance.now()
      const open = log.attempts.at(-1)
      if (pairing.status === 'ready' && open && open.links.at(-1) !== pairing.uri) open.links.push(pairing.uri)
    })
    kernel.events.on('analytics', ({ event, properties }) => {
      const last = log.attempts.at(-1)
      if (event === 'CONNECT_ERROR' && last) last.error = String(properties?.message)
    })
    kernel.events.on('error', ({ error }) => void log.alerts.push(error.message))
  }, LOG)
}

/** What the page recorded since recordPairingAttempts. */
export function pairingLog(page: Page): Promise<PairingLog> {
  return page.evaluate((key) => {
    const log = (window as unknown as Record<string, { attempts: { startedAt: number; endedAt?: number; links: string[]; error?: string }[]; alerts: string[] }>)[key]!
    return {
      attempts: log.attempts.map(({ startedAt, endedAt, links, error }) => ({
        tookMs: endedAt === undefined ? undefined : endedAt - startedAt,
        links,
        error,
      })),
      alerts: log.alerts,
    }
  }, LOG)
}

export const pairingAttempts = async (page: Page): Promise<PairingAttempt[]> => (await pairingLog(page)).attempts
