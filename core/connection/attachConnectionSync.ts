import type { Kernel } from '../kernel/types.js'
import { initChains } from './initChains.js'
import { reconnectChains } from './reconnectChains.js'

/**
 * Registers the connection lifecycle with the kernel's start: chain state is created as soon as
 * plugins have registered their namespaces, then remembered sessions are restored. start() does
 * not wait for wallets to answer (one that hangs must not hang the site); each chain reports
 * 'connected' or 'disconnected' on the bus when its answer comes.
 */
export function attachConnectionSync(kernel: Kernel): void {
  kernel.onStart((started) => {
    initChains(started)
    void reconnectChains(started)
  })
}
