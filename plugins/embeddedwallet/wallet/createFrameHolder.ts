import { ConnectionError, type PluginContext } from 'portico/core'
import { createFrameClient, type FrameClient, type FrameFailure } from '../frame/createFrameClient.js'
import { createApprovals, type Approvals } from './createApprovals.js'
import { createFrameSurface, type FrameSurface } from './createFrameSurface.js'

export interface FrameHolderParameters {
  ctx: Pick<PluginContext, 'kernel' | 'timers' | 'events'>
  src: string
  document: Document
  onFailure(failure: FrameFailure): void
}

export interface FrameHolder {
  /** The frame, created now if there is none or the last one failed to load. */
  client(): FrameClient
  /** The approvals of the frame there is (created with it). */
  approvals(): Approvals
  /** ApproveTransaction's element: the frame there is, or the next one, shows over it. */
  attach(container: unknown): () => void
  destroy(): void
}

interface Made {
  client: FrameClient
  surface: FrameSurface
  approvals: Approvals
  stop(): void
}

/**
 * Holds the one frame a page has: made on first use, made again after a load that failed (the
 * network may be back), with its place in ApproveTransaction and the router rules its events drive.
 * Once destroyed (the kernel is), nothing makes another.
 */
export function createFrameHolder({ ctx, src, document, onFailure }: FrameHolderParameters): FrameHolder {
  const { kernel, timers } = ctx
  let made: Made | undefined
  let destroyed = false
  let container: { element: unknown; detach?: (() => void) | undefined } | undefined

  const make = (): Made => {
    if (destroyed) throw new ConnectionError('NOT_CONNECTED_TO_AUTH', { details: 'the embedded wallet was destroyed with its kernel' })
    if (made) return made
    const client = createFrameClient({ src, timers, document, onFailure: (failure) => {
      // A frame given up is removed at once; the next use makes another (the network may be back).
      if (failure === 'loadFailed' && made?.client === client) {
        made.stop()
        made = undefined
      }
      onFailure(failure)
    } })
    const surface = createFrameSurface(client.iframe, document.defaultView)
    const approvals = createApprovals({ kernel, timers, surface, rejectPending: () => client.abort('rpc') })
    const stops = [
      approvals.stop,
      client.on('VisitorNeeded', (payload) => approvals.visitorNeeded(payload)),
      client.on('VisitorDone', () => approvals.visitorDone()),
      // A modal closed with nothing on the transaction stack rejects pending requests (SPEC section 4).
      ctx.events.on('modal:closed', () => {
        surface.hide()
        client.abort('rpc')
      }),
    ]
    if (container) container.detach = surface.attach(container.element)
    const { metadata, sdkVersion, sdkType, projectId, themeMode, themeVariables } = kernel.options
    // The frame shows the site's name and icon where the visitor approves, in the modal's theme.
    if (metadata) void client.request('SyncDappData', { metadata: { ...metadata, icons: metadata.icons.slice(0, 8) }, sdkVersion, sdkType, projectId }).catch(() => {})
    const light = themeMode === 'light' || (themeMode === 'system' && document.defaultView?.matchMedia?.('(prefers-color-scheme: light)').matches === true)
    void client.request('SyncTheme', { themeMode: light ? 'light' : 'dark', themeVariables }).catch(() => {})
    made = { client, surface, approvals, stop: () => [...stops, () => surface.destroy(), () => client.destroy()].forEach((stop) => stop()) }
    return made
  }

  return {
    client: () => make().client,
    approvals: () => make().approvals,
    attach(element) {
      const attached: NonNullable<typeof container> = { element, detach: made?.surface.attach(element) }
      container = attached
      return () => {
        attached.detach?.()
        if (container === attached) container = undefined
      }
    },
    destroy() {
      destroyed = true
      made?.stop()
      made = undefined
    },
  }
}
