import type { Kernel } from '../kernel/types.js'
import { checkOrigin } from './checkOrigin.js'
import { createApiClient, type ApiClientOptions } from './createApiClient.js'
import { loadRemoteConfig } from './loadRemoteConfig.js'

/**
 * Registers the start task that loads the remote configuration and then, with the features now in
 * force, checks the page's origin (needed only when email or social login is on). Without a project
 * id, or with one the provider API refused, loadRemoteConfig has already shown the alert, and the
 * origin check would only put a less useful one in its place.
 */
export function attachRemoteConfig(kernel: Kernel, options: ApiClientOptions = {}): void {
  kernel.onStart(async (started) => {
    const client = createApiClient(started, options)
    const config = await loadRemoteConfig(started, { client })
    if (started.options.projectId && !config.invalidProject && started.status !== 'destroyed') await checkOrigin(started, { client })
  })
}
