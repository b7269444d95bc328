import type { ComponentType } from 'react'
import type { Kernel } from '../../core/kernel/types.js'
import type { ViewData, ViewId } from '../../core/router/ViewRegistry.js'
import { lazyChunk, preloadChunk } from '../components/lazyChunk.js'

export interface ViewProps {
  kernel: Kernel
  data: ViewData | undefined
}

export interface ViewDefinition {
  /** The header title; a function for titles that name a wallet or network. */
  title: string | ((data: ViewData | undefined) => string)
  /** Loads the view's chunk: views are fetched the first time they are shown, never at start. */
  load: () => Promise<{ default: ComponentType<ViewProps> }>
  /** Starts loading the view's data ahead, when the visitor is about to open it (see preloadView). */
  prefetch?: (kernel: Kernel) => void
}

// The wallet fetchers are a chunk of their own, loaded on the hover beside the view's chunk.
const prefetchConnectWallets = (kernel: Kernel) =>
  void import('../connect/prefetchWallets.js').then((module) => module.prefetchWallets(kernel), () => undefined)

const wallet = (fallback: string) => (data: ViewData | undefined) => data?.wallet?.name ?? data?.connector?.name ?? fallback

/** The views react/ ships; plugins add theirs with registerView. One file a view. */
export const builtInViews: { readonly [K in ViewId]?: ViewDefinition } = {
  Connect: { title: 'Connect Wallet', load: () => import('./Connect.js'), prefetch: prefetchConnectWallets },
  AllWallets: { title: 'All Wallets', load: () => import('./AllWallets.js') },
  ConnectingExternal: { title: wallet('Connecting'), load: () => import('./ConnectingExternal.js') },
  ConnectingWalletConnect: { title: wallet('WalletConnect'), load: () => import('./ConnectingWalletConnect.js') },
  ConnectingWalletConnectBasic: { title: 'Connect Wallet', load: () => import('./ConnectingWalletConnectBasic.js') },
  Account: { title: 'Account', load: () => import('./Account.js') },
  ProfileWallets: { title: 'Wallets', load: () => import('./ProfileWallets.js') },
  Networks: { title: 'Choose Network', load: () => import('./Networks.js') },
  SwitchNetwork: { title: (data) => data?.network?.name ?? 'Switch Network', load: () => import('./SwitchNetwork.js') },
  SwitchActiveChain: { title: 'Switch Network', load: () => import('./SwitchActiveChain.js') },
  UnsupportedChain: { title: 'Switch Network', load: () => import('./UnsupportedChain.js') },
  ApproveTransaction: { title: 'Approve Transaction', load: () => import('./ApproveTransaction.js') },
}

const REGISTERED = Symbol('portico.views')
const LAZY = Symbol('portico.lazy-views')

/** Adds or replaces a view for one kernel; returns how to remove it. */
export function registerView(kernel: Kernel, id: ViewId, definition: ViewDefinition): () => void {
  const views = kernel.local(REGISTERED, () => new Map<ViewId, ViewDefinition>())
  views.set(id, definition)
  return () => void (views.get(id) === definition && views.delete(id))
}

export function getView(kernel: Kernel, id: ViewId): ViewDefinition | undefined {
  return kernel.local(REGISTERED, () => new Map<ViewId, ViewDefinition>()).get(id) ?? builtInViews[id]
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

export function viewTitle(definition: ViewDefinition | undefined, data: ViewData | undefined): string {
  if (!definition) return ''
  return typeof definition.title === 'function' ? definition.title(data) : definition.title
}
