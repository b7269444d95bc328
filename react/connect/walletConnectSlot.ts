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

const SLOT = Symbol('portico.walletconnect-slot')
const KEY = 'slot'

const registry = (kernel: Kernel): LocalRegistry<typeof KEY, WalletConnectSlotComponent> => localRegistry(kernel, SLOT)

/**
 * Fills the 280 px pairing area of ConnectingWalletConnect and ConnectingWalletConnectBasic (the
 * QR code, the deep link, the web app button). The walletConnect plugin registers it; without it
 * the views say WalletConnect is not enabled. One component at a time. Returns how to remove it.
 */
export function registerWalletConnectSlot(kernel: Kernel, component: WalletConnectSlotComponent): () => void {
  return registry(kernel).set(KEY, component)
}

/** The registered component, if any, re-rendering when it is registered or removed. */
export function useWalletConnectSlot(kernel: Kernel): WalletConnectSlotComponent | undefined {
  return useLocalRegistry(registry(kernel)).get(KEY)
}
