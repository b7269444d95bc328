import type { Unsubscribe } from '../events/createEventBus.js'
import type { Kernel } from '../kernel/types.js'
import { createAnalytics, type AnalyticsOptions } from './createAnalytics.js'

/** The longest a report waits for the browser to be idle. */
export const REPORT_IDLE_TIMEOUT_MS = 2_000

/**
 * Reports the kernel's 'analytics' events and its 'error' events (as INTERNAL_SDK_ERROR) to the
 * provider API. Attach before start() so INITIALIZE is caught. The returned function, and
 * kernel.destroy(), stop it.
 */
export function attachAnalytics(kernel: Kernel, options: AnalyticsOptions = {}): Unsubscribe {
  const analytics = createAnalytics(kernel, options)
  // Reports wait for the browser's idle time: an event raised inside a click (MODAL_OPEN) would
  // otherwise make its requests (a fetch costs the main thread 1-2 ms, the first report more) in
  // the click's task, or in a task queued ahead of the opening modal's first frames.
  const later = (report: () => Promise<void>) => void kernel.timers.whenIdle(() => void report(), REPORT_IDLE_TIMEOUT_MS)
  const offAnalytics = kernel.events.on('analytics', ({ event, properties }) => later(() => analytics.track(event, properties)))
  const offError = kernel.events.on('error', ({ error }) => later(() => analytics.reportError(error)))
  const offDestroyed = kernel.events.on('kernel:destroyed', () => analytics.stop())
  return () => {
    offAnalytics()
    offError()
    offDestroyed()
    analytics.stop()
  }
}
