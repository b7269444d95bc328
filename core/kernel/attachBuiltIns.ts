import { attachAnalytics } from '../api/attachAnalytics.js'
import { attachRemoteConfig } from '../api/attachRemoteConfig.js'
import { attachConnectionSync } from '../connection/attachConnectionSync.js'
import { attachModalReactions } from '../router/modalReactions.js'
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
  // Only a site that renders on the server pays for the cookie writer, loaded before
  // the connection sync's start task restores a session.
  if (kernel.options.ssr) kernel.onStart(async (started) => (await import('../ssr/sessionCookie.js')).attachSessionCookie(started))
  if (services.connectionSync !== false) attachConnectionSync(kernel)
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
