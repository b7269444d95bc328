import type { Kernel } from '../kernel/types.js'
import { checkOrigin } from './checkOrigin.js'
import type { ApiClient, ApiClientOptions } from './createApiClient.js'
import { loadApiClient } from './loadApiClient.js'
import { loadRemoteConfig } from './loadRemoteConfig.js'

/**
 * Registers the start task that loads the remote configuration and then, with the features now in
 * force, checks the page's origin (needed only when email or social login is on). Without a project
 * id, or with one the provider API refused, loadRemoteConfig has already shown the alert, and the
 * origin check would only put a less useful one in its place.
 *
 * start() does not wait for any of it: a hanging API must not hold the page (issue 21), so the
 * features apply whenever the answer comes. When the API gave no answer at all, the kernel asks
 * again each time the browser comes back online, until it answers.
 */
export function attachRemoteConfig(kernel: Kernel, options: ApiClientOptions = {}): void {
  kernel.onStart((started) => {
    // No provider API named: loadRemoteConfig only records that there is no remote configuration.
    if (!started.options.apiUrl) return void loadRemoteConfig(started)
    // One client for both requests, its code loaded with the first; a load that failed is tried again.
    let loading: Promise<ApiClient> | undefined
    const client = () => {
      loading ??= loadApiClient(started, 'GET /appkit/v1/config', options).catch((error: unknown) => {
        loading = undefined
        throw error
      })
      // A request that returns before awaiting it (no project id) must not leave its failure unhandled.
      loading.catch(() => {})
      return loading
    }
    let running = false
    let unreachable = false
    let onlineMeanwhile = false

    const load = async () => {
      running = true
      onlineMeanwhile = false
      const config = await loadRemoteConfig(started, { client: client() })
      unreachable = config.unreachable === true
      if (!unreachable && started.options.projectId && !config.invalidProject && started.status !== 'destroyed') {
        const origin = await checkOrigin(started, { client: client() })
        unreachable = origin.status === 'blocked' && origin.alert === 'CONFIGURATION_UNAVAILABLE'
      }
      running = false
      // The browser came back while a request was still failing: that answer is already stale.
      if (unreachable && onlineMeanwhile && started.status !== 'destroyed') void load()
    }

    started.events.on('browser:online', () => {
      if (running) onlineMeanwhile = true
      else if (unreachable) void load()
    })
    void load()
  })
}
