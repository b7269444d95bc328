import type { Unsubscribe } from '../events/createEventBus.js'
import type { Kernel } from '../kernel/types.js'
import type { Analytics, AnalyticsOptions } from './createAnalytics.js'

/** The longest a report waits for the browser to be idle. */
export const REPORT_IDLE_TIMEOUT_MS = 2_000

/**
 * Reports the kernel's 'analytics' events and its 'error' events (as INTERNAL_SDK_ERROR) to the
 * provider API. Attach before start() so INITIALIZE is caught. The returned function, and
 * kernel.destroy(), stop it. A kernel without `apiUrl` has no provider API: nothing is reported,
 * INITIALIZE included.
 */
export function attachAnalytics(kernel: Kernel, options: AnalyticsOptions = {}): Unsubscribe {
  if (!kernel.options.apiUrl) return () => {}
  // The reporter, its API client and their code are fetched at the first report, not here: every
  // kernel attaches this while the page runs its first script, and a first visit may never report
  // anything. Reports keep their order: each waits on the same reporter.
  let analytics: Promise<Analytics> | undefined
  let stopped = false
  // Reports wait for the browser's idle time: an event raised inside a click (MODAL_OPEN) would
  // otherwise make its requests (a fetch costs the main thread 1-2 ms, the first report more) in
  // the click's task, or in a task queued ahead of the opening modal's first frames.
  const later = (report: (reporter: Analytics) => Promise<void>) =>
    void kernel.timers.whenIdle(() => {
      if (stopped) return
      analytics ??= import('./createAnalytics.js').then(({ createAnalytics }) => createAnalytics(kernel, options))
      // Analytics never breaks the page: a reporter whose code could not load drops this report, and the next one tries again.
      analytics.then((reporter) => (stopped ? undefined : report(reporter)), () => {
        analytics = undefined
      }).catch(() => {})
    }, REPORT_IDLE_TIMEOUT_MS)
  const stop = () => {
    stopped = true
    analytics?.then((reporter) => reporter.stop(), () => {}).catch(() => {})
  }
  const offAnalytics = kernel.events.on('analytics', ({ event, properties }) => later((reporter) => reporter.track(event, properties)))
  const offError = kernel.events.on('error', ({ error }) => later((reporter) => reporter.reportError(error)))
  const offDestroyed = kernel.events.on('kernel:destroyed', stop)
  return () => {
    offAnalytics()
    offError()
    offDestroyed()
    stop()
  }
}
