import { hasConnectedAccount, LIMITS, onLeave, type PluginContext, type ServiceOf, type Store } from 'portico/core'
import type { FarcasterState } from './farcasterSlice.js'
import { setFarcasterUrl } from './setFarcasterUrl.js'

export const FARCASTER_VIEW = 'ConnectingFarcaster'

/**
 * SPEC section 2's leave rule: leaving ConnectingFarcaster while not connected clears the
 * farcaster URL, reloads the auth provider (the frame gives the waiting attempt up) and, after
 * 100 ms, syncs the app's metadata, sdk version, sdk type and project id to it again. On the
 * kernel's timers, so destroy() cancels a re-sync still waiting; removed on teardown.
 */
export function resyncOnLeave(ctx: PluginContext, frame: ServiceOf<'embeddedWallet.frame'>, store: Store<FarcasterState>): void {
  const { kernel } = ctx
  ctx.onTeardown(onLeave(kernel, FARCASTER_VIEW, () => {
    if (hasConnectedAccount(kernel)) return
    setFarcasterUrl(kernel, undefined)
    store.setState((draft) => {
      draft.pairing = { status: 'idle' }
    })
    // The frame's answers change nothing here: a frame that cannot answer has no attempt to drop.
    void frame.request('Reload', {}).catch(() => {})
    kernel.timers.setTimeout(() => {
      const { metadata, sdkVersion, sdkType, projectId } = kernel.options
      if (!metadata) return
      void frame.request('SyncDappData', { metadata: { ...metadata, icons: metadata.icons.slice(0, 8) }, sdkVersion, sdkType, projectId }).catch(() => {})
    }, LIMITS.farcasterResyncDelayMs)
  }))
}
