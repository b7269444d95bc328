import type { Connector } from '../types/connector.js'

export interface ConnectorsState {
  connectors: readonly Connector[]
}

export const initialConnectorsState = (): ConnectorsState => ({ connectors: [] })
