import { WalletConnectPanel } from './Connecting/WalletConnectPanel.js'
import type { ViewProps } from './viewRegistry.js'

/**
 * Connecting a registry wallet (data.wallet), or any wallet through the generic WalletConnect
 * connector (data.connector), by the walletConnect plugin's pairing: its slot fills the panel.
 */
export default function ConnectingWalletConnect({ kernel, data }: ViewProps) {
  return <WalletConnectPanel kernel={kernel} wallet={data?.wallet} connector={data?.connector} titled />
}
