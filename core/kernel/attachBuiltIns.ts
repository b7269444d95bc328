import { attachAnalytics } from '../api/attachAnalytics.js'
import { attachRemoteConfig } from '../api/attachRemoteConfig.js'
import { attachConnectionSync } from '../connection/attachConnectionSync.js'
import { attachModalReactions } from '../router/modalReactions.js'
import { attachSessionCookie } from '../ssr/sessionCookie.js'
import type { Kernel } from './types.js'

export interface BuiltInServices {
  /** Reports analytics and error events to the provider API (SPEC section 7). */
  analytics?: boolean
  /** Loads the remote project configuration and checks the origin at start. */
  remoteConfig?: boolean
  /** Creates the chain state and restores remembered sessions at start. */
  connectionSync?: boolean
}

/**
 * The services every kernel runs unless its environment turns one off (a unit test that drives a
 * service by hand, a server render that must not phone home). INITIALIZE is sent after start.
 */
export function attachBuiltIns(kernel: Kernel, services: BuiltInServices = {}): void {
  attachModalReactions(kernel)
  if (services.connectionSync !== false) attachConnectionSync(kernel)
  attachSessionCookie(kernel)
  if (services.remoteConfig !== false) attachRemoteConfig(kernel)
  if (services.analytics !== false) attachAnalytics(kernel)
  kernel.onStart((started) => {
    started.events.emit('analytics', {
      event: 'INITIALIZE',
      properties: {
        networks: started.options.networks.map((network) => network.caipNetworkId),
        namespaces: [...started.namespaces.keys()],
        basic: started.options.basic,
      },
    })
  })
}
