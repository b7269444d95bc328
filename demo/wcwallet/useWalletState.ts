import { useSyncExternalStore } from 'react'
import type { WcWallet, WcWalletState } from './createWcWallet.js'

export function useWalletState(wallet: WcWallet): WcWalletState {
  return useSyncExternalStore(wallet.state.subscribe, wallet.state.get, wallet.state.get)
}
