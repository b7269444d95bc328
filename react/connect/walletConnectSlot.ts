import type { ComponentType } from 'react'
import type { Kernel } from '../../core/kernel/types.js'
import type { ConnectorInfo } from '../../core/types/connector.js'
import type { WalletListing } from '../../core/types/wallet.js'
import { localRegistry, type LocalRegistry } from '../registry/localRegistry.js'
import { useLocalRegistry } from '../registry/useLocalRegistry.js'

/** The tab the visitor chose: scan or open on a phone, open the desktop app, or the web app. */
export type WalletConnectPlatform = 'mobile' | 'desktop' | 'web'

export interface WalletConnectSlotProps {
  kernel: Kernel
  /** The listing picked; undefined on the basic view and for the generic WalletConnect row. */
  wallet: WalletListing | undefined
  /** The WALLET_CONNECT connector the visitor picked, when the view was opened from one. */
  connector?: ConnectorInfo | undefined
  platform: WalletConnectPlatform
}

export type WalletConnectSlotComponent = ComponentType<WalletConnectSlotProps>

export interface WalletConnectSlotOptions {
  /**
   * Opens the listing's app for `platform` on a pairing link that is already there, synchronously,
   * inside the visitor's tap (a browser opens an app only there). False when no link is ready or
   * the listing has none that may be opened: the caller then shows the wallet's view as usual.
   */
  openApp?(wallet: WalletListing, platform: WalletConnectPlatform): boolean
}

interface Registration extends WalletConnectSlotOptions {
  component: WalletConnectSlotComponent
}

const SLOT = Symbol('portico.walletconnect-slot')
const KEY = 'slot'

const registry = (kernel: Kernel): LocalRegistry<typeof KEY, Registration> => localRegistry(kernel, SLOT)

/**
 * Fills the pairing area of ConnectingWalletConnect and ConnectingWalletConnectBasic (the QR code,
 * the deep link, the web app button), and lets a wallet row open the wallet's app in the tap that
 * picks it. The walletConnect plugin registers it; without it the views say WalletConnect is not
 * enabled. One registration at a time. Returns how to remove it.
 */
export function registerWalletConnectSlot(kernel: Kernel, component: WalletConnectSlotComponent, options: WalletConnectSlotOptions = {}): () => void {
  return registry(kernel).set(KEY, { ...options, component })
}

/** The registered component, if any, re-rendering when it is registered or removed. */
export function useWalletConnectSlot(kernel: Kernel): WalletConnectSlotComponent | undefined {
  return useLocalRegistry(registry(kernel)).get(KEY)?.component
}

/** Opens `wallet`'s app on the pairing link at once, when the registered slot can; see WalletConnectSlotOptions. */
export function openWalletApp(kernel: Kernel, wallet: WalletListing, platform: WalletConnectPlatform): boolean {
  return registry(kernel).snapshot().get(KEY)?.openApp?.(wallet, platform) ?? false
}
