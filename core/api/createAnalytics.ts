import { showAlert } from '../actions/notifications.js'
import { LIMITS } from '../constants/limits.js'
import { isApiError } from '../errors/ApiError.js'
import type { Kernel } from '../kernel/types.js'
import { createApiClient, type ApiClient } from './createApiClient.js'

/** Sent even when analytics is off: it tells the provider that the project is in use. */
export const ALWAYS_SENT_EVENT = 'INITIALIZE'
/** Never sent (SPEC section 7). */
export const NEVER_SENT_EVENT = 'MODAL_CREATED'
export const ERROR_EVENT = 'INTERNAL_SDK_ERROR'

export interface AnalyticsOptions {
  client?: ApiClient
}

export interface Analytics {
  /** Sends a track event under SPEC section 7's rules; never rejects. */
  track(event: string, properties?: Readonly<Record<string, unknown>>): Promise<void>
  /** Sends an INTERNAL_SDK_ERROR report, at most 5 in any 60 s; never rejects. */
  reportError(error: Error): Promise<void>
  /** Whether the site and the provider both allow analytics; the provider is asked once. */
  isEnabled(): Promise<boolean>
  /** Sends nothing more; requests in flight finish silently. */
  stop(): void
}

/**
 * The analytics reporter of SPEC section 7, posting to POST /e. Everything lives in this closure,
 * so two kernels never share a rate limit or an alert flag.
 */
export function createAnalytics(kernel: Kernel, options: AnalyticsOptions = {}): Analytics {
  const client = options.client ?? createApiClient(kernel)
  const { max, windowMs } = LIMITS.errorAnalytics
  const errorTimes: number[] = []
  let remoteEnabled: Promise<boolean> | undefined
  let stopped = false
  // After a 403 the origin is not on the allowlist: every further event would be refused too. Set
  // before the alert, whose own 'error' event would otherwise be reported and refused again.
  let forbidden = false

  const isEnabled = async () => {
    if (!kernel.store('options').getState().features.analytics) return false
    remoteEnabled ??= client.getAnalyticsConfig().then((config) => config.isAnalyticsEnabled, () => false)
    return remoteEnabled
  }

  const send = async (props: Record<string, unknown>) => {
    if (stopped || forbidden) return
    try {
      await client.sendEvent({ eventId: createEventId(), ...pageOf(kernel), timestamp: Date.now(), props: withAddress(kernel, props) })
    } catch (error) {
      if (stopped || forbidden || !isApiError(error, 'API_HTTP_ERROR') || error.status !== 403) return
      forbidden = true
      // A project id the provider API refused is refused here too: the alert that says so stays,
      // as the origin cannot be judged for a project that does not exist.
      if (kernel.store('notifications').getState().alert?.code === 'INVALID_PROJECT_ID') return
      showAlert(kernel, { code: 'INVALID_APP_CONFIGURATION', cause: error })
    }
  }

  // Analytics must never break the caller: whatever fails here is dropped.
  const safely = (run: () => Promise<void>) => run().catch(() => {})

  return {
    track: (event, properties) => safely(async () => {
      if (event === NEVER_SENT_EVENT || stopped || forbidden) return
      if (event !== ALWAYS_SENT_EVENT && !(await isEnabled())) return
      await send({ type: 'track', event, ...(properties ? { properties } : {}) })
    }),
    reportError: (error) => safely(async () => {
      if (stopped || forbidden || !(await isEnabled())) return
      const now = Date.now()
      while (errorTimes.length > 0 && now - errorTimes[0]! >= windowMs) errorTimes.shift()
      if (errorTimes.length >= max) return
      errorTimes.push(now)
      await send({
        type: 'error',
        event: ERROR_EVENT,
        errorType: error.name,
        errorMessage: error.message,
        stackTrace: error.stack ?? '',
      })
    }),
    isEnabled,
    stop() {
      stopped = true
    },
  }
}

/** The page the event comes from; outside a browser the configured origin stands in. */
function pageOf(kernel: Kernel): { url: string; domain: string } {
  const page = (globalThis as { location?: { href?: string; hostname?: string } }).location
  if (page?.href) return { url: page.href, domain: page.hostname ?? '' }
  const origin = kernel.options.origin ?? ''
  try {
    return { url: origin, domain: new URL(origin).hostname }
  } catch {
    return { url: origin, domain: '' }
  }
}

/** SPEC section 7: props carry the address of the active account, when one is connected. */
function withAddress(kernel: Kernel, props: Record<string, unknown>): Record<string, unknown> {
  const chains = kernel.store('chains').getState()
  const address = chains.activeNamespace ? chains.byNamespace[chains.activeNamespace]?.account.address : undefined
  return address ? { ...props, address } : props
}

function createEventId(): string {
  const crypto = (globalThis as { crypto?: Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>> }).crypto
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  // Older browsers on plain http lack randomUUID; a version-4 layout over the best randomness there is.
  const bytes = new Uint8Array(16)
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
