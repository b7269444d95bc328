import type { Unsubscribe } from '../events/createEventBus.js'
import type { Kernel } from '../kernel/types.js'
import { createAnalytics, type AnalyticsOptions } from './createAnalytics.js'

/**
 * Reports the kernel's 'analytics' events and its 'error' events (as INTERNAL_SDK_ERROR) to the
 * provider API. Attach before start() so INITIALIZE is caught. The returned function, and
 * kernel.destroy(), stop it.
 */
export function attachAnalytics(kernel: Kernel, options: AnalyticsOptions = {}): Unsubscribe {
  const analytics = createAnalytics(kernel, options)
  // Each report goes out from a task of its own: an event raised inside a click (MODAL_OPEN) would
  // otherwise make its requests (a fetch costs the main thread 1-2 ms) before the modal's first frame.
  const later = (report: () => Promise<void>) => void kernel.timers.setTimeout(() => void report(), 0)
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
