import type { ComponentType } from 'react'
import type { ViewDefinition as RegisteredView } from '../../core/kernel/contributions.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { ViewData, ViewId } from '../../core/router/ViewRegistry.js'
import { chunkStatus, lazyChunk, preloadChunk, type ChunkStatus } from '../components/lazyChunk.js'
import { viewKinds } from '../modal/viewKinds.js'

export interface ViewProps {
  kernel: Kernel
  data: ViewData | undefined
  /** The login method a registered view of a kind draws (its `loginMethod`). */
  loginMethod?: string | undefined
}

/** A view as the modal draws it: react/'s own, or a registered one resolved to its component. */
export interface ViewDefinition {
  /** The header title; a function for titles that name a wallet or network. */
  title: string | ((data: ViewData | undefined) => string)
  /** Loads the view's chunk: views are fetched the first time they are shown, never at start. */
  load: () => Promise<{ default: ComponentType<ViewProps> }>
  /** Starts loading the view's data ahead, when the visitor is about to open it (see preloadView). */
  prefetch?: (kernel: Kernel) => void
  loginMethod?: string
}

// The wallet fetchers are a chunk of their own, loaded on the hover beside the view's chunk.
const prefetchConnectWallets = (kernel: Kernel) =>
  void import('../connect/prefetchWallets.js').then((module) => module.prefetchWallets(kernel), () => undefined)

const wallet = (fallback: string) => (data: ViewData | undefined) => data?.wallet?.name ?? data?.connector?.name ?? fallback

/** The views react/ draws itself, whatever plugins are registered. One file a view. */
export const builtInViews: { readonly [id: string]: ViewDefinition | undefined } = {
  Connect: { title: 'Connect Wallet', load: () => import('./Connect.js'), prefetch: prefetchConnectWallets },
  AllWallets: { title: 'All Wallets', load: () => import('./AllWallets.js') },
  ConnectingExternal: { title: wallet('Connecting'), load: () => import('./ConnectingExternal.js') },
  Account: { title: 'Account', load: () => import('./Account.js') },
  ProfileWallets: { title: 'Wallets', load: () => import('./ProfileWallets.js') },
  Networks: { title: 'Choose Network', load: () => import('./Networks.js') },
  SwitchNetwork: { title: (data) => data?.network?.name ?? 'Switch Network', load: () => import('./SwitchNetwork.js') },
  SwitchActiveChain: { title: 'Switch Network', load: () => import('./SwitchActiveChain.js') },
  UnsupportedChain: { title: 'Switch Network', load: () => import('./UnsupportedChain.js') },
}

const RESOLVED = Symbol('portico.registered-views')
const LAZY = Symbol('portico.lazy-views')

/**
 * A registered view as the modal draws it, one object per registration (the lazy chunk cache is
 * keyed by it): drawn by react/'s view for its kind, or by the plugin's own component.
 */
function resolve(kernel: Kernel, registered: RegisteredView): ViewDefinition | undefined {
  const cache = kernel.local(RESOLVED, () => new WeakMap<RegisteredView, ViewDefinition | undefined>())
  if (!cache.has(registered)) {
    const load = registered.load ?? (registered.kind === undefined ? undefined : viewKinds[registered.kind])
    cache.set(registered, load && {
      title: registered.title,
      load,
      ...(registered.loginMethod === undefined ? {} : { loginMethod: registered.loginMethod }),
    })
  }
  return cache.get(registered)
}

/** The view `id` as the modal draws it: a plugin's registration first, else react/'s own. */
export function getView(kernel: Kernel, id: ViewId): ViewDefinition | undefined {
  const registered = kernel.store('registry').getState().views.find((view) => view.id === id)
  return registered ? resolve(kernel, registered) : builtInViews[id]
}

export function lazyView(kernel: Kernel, definition: ViewDefinition, visit?: unknown): ComponentType<ViewProps> {
  return lazyChunk(kernel, LAZY, definition, definition.load, visit)
}

/**
 * Fetches a view's chunk and starts loading its data ahead of its first render; resolves once the
 * chunk is there or has failed.
 */
export function preloadView(kernel: Kernel, id: ViewId): Promise<void> {
  const definition = getView(kernel, id)
  if (!definition) return Promise.resolve()
  definition.prefetch?.(kernel)
  return preloadChunk(kernel, LAZY, definition, definition.load)
}

/** Where the load of a view's chunk stands; asking starts it. */
export function viewStatus(kernel: Kernel, definition: ViewDefinition): ChunkStatus {
  return chunkStatus(kernel, LAZY, definition, definition.load)
}

export function viewTitle(definition: ViewDefinition | undefined, data: ViewData | undefined): string {
  if (!definition) return ''
  return typeof definition.title === 'function' ? definition.title(data) : definition.title
}
