import type { ViewData } from '../../core/router/ViewRegistry.js'
import type { BrowserWallet, ConnectorInfo } from '../../core/types/connector.js'
import { toConnectorInfo } from './installedConnectors.js'

export interface ExternalViewData {
  /** The connector to connect; absent when a multi-chain wallet still needs its chain family chosen. */
  connector?: ConnectorInfo
  wallet?: BrowserWallet
}

/**
 * What ConnectingExternal is opened with, as plain data. ViewData types `wallet` as a registry
 * listing only, so the browser wallet goes in through `unknown` here, in one place, and comes out
 * through `browserWalletOf`'s check.
 */
export function externalViewData({ connector, wallet }: ExternalViewData): ViewData {
  const data: Record<string, unknown> = {}
  if (connector) data.connector = toConnectorInfo(connector)
  if (wallet) {
    const { id, name, icon, rdns, connectors, multiChain } = wallet
    data.wallet = {
      id, name, multiChain,
      ...(icon === undefined ? {} : { icon }),
      ...(rdns === undefined ? {} : { rdns }),
      connectors: connectors.map(toConnectorInfo),
    } satisfies BrowserWallet
  }
  return data as ViewData
}

/** The browser wallet in the view data, if what is there is one (a registry listing is not). */
export function browserWalletOf(data: ViewData | undefined): BrowserWallet | undefined {
  const wallet: unknown = data?.wallet
  return isBrowserWallet(wallet) ? wallet : undefined
}

function isBrowserWallet(value: unknown): value is BrowserWallet {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, connectors, multiChain } = value as Partial<Record<keyof BrowserWallet, unknown>>
  return typeof id === 'string' && typeof name === 'string' && typeof multiChain === 'boolean' && Array.isArray(connectors) &&
    connectors.every((connector) => typeof connector === 'object' && connector !== null && typeof (connector as ConnectorInfo).id === 'string')
}
