import type { Kernel } from '../kernel/types.js'
import { checkOrigin } from './checkOrigin.js'
import type { ApiClientOptions } from './createApiClient.js'
import { loadApiClient } from './loadApiClient.js'
import { loadRemoteConfig } from './loadRemoteConfig.js'

/**
 * Registers the start task that loads the remote configuration and then, with the features now in
 * force, checks the page's origin (needed only when email or social login is on). Without a project
 * id, or with one the provider API refused, loadRemoteConfig has already shown the alert, and the
 * origin check would only put a less useful one in its place.
 *
 * start() does not wait for any of it: a hanging API must not hold the page (issue 21), so the
 * features apply whenever the answer comes.
 */
export function attachRemoteConfig(kernel: Kernel, options: ApiClientOptions = {}): void {
  kernel.onStart((started) => {
    // No provider API named: loadRemoteConfig only records that there is no remote configuration.
    if (!started.options.apiUrl) return void loadRemoteConfig(started)
    void (async () => {
      // One client for both requests, its code loaded with the first.
      const client = loadApiClient(started, 'GET /appkit/v1/config', options)
      const config = await loadRemoteConfig(started, { client })
      if (started.options.projectId && !config.invalidProject && started.status !== 'destroyed') await checkOrigin(started, { client })
    })()
  })
}
