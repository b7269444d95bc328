export interface Connection {
  connectorId: string
  accounts: readonly { address: string; type?: string }[]
  auth?: { name: string }
}

/** SPEC section 4: connected is the active connector, active is among current connections. */
export type WalletStatus = 'connected' | 'active' | 'disconnected'
