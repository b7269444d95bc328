import type { Connector, ConnectorSource } from 'portico/core'
import type { Eip1193Connector, Eip1193ConnectorParameters } from '../connector/createEip1193Connector.js'
import { isEip1193Provider, type Eip1193Provider } from '../provider/Eip1193Provider.js'
import type { Announcement, ProviderInfo } from './announcementSchema.js'

/** The part of the page's window discovery uses. */
export interface BrowserWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  /** The legacy injected provider, when a wallet put one there. */
  ethereum?: unknown
}

/** The page's window, or undefined where there is none (a server render, Node, a worker). */
export function browserWindow(): BrowserWindow | undefined {
  const candidate = (globalThis as { window?: unknown }).window
  if (typeof candidate !== 'object' || candidate === null) return undefined
  const { addEventListener, removeEventListener, dispatchEvent } = candidate as Partial<BrowserWindow>
  const usable = typeof addEventListener === 'function' && typeof removeEventListener === 'function' &&
    typeof dispatchEvent === 'function' && typeof globalThis.Event === 'function'
  return usable ? (candidate as BrowserWindow) : undefined
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'
/** MetaMask's signal that it injected `window.ethereum` after the page's scripts ran. */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'
export const LEGACY_CONNECTOR_ID = 'injected'
export const LEGACY_CONNECTOR_NAME = 'Browser Wallet'

type ConnectorFields = Pick<Eip1193ConnectorParameters, 'id' | 'name' | 'type' | 'imageUrl' | 'info' | 'provider'>

export interface Eip6963SourceParameters {
  /** The kernel's `enableEIP6963`: off, only the legacy provider is offered. */
  enableEip6963: boolean
  createConnector(fields: ConnectorFields): Eip1193Connector
  /** Whether a connector holds a session: the legacy one stays listed while it does. */
  holdsSession(connectorId: string): boolean
}

/**
 * Browser wallets on eip155. EIP-6963: every announcement (answering our request or arriving later)
 * becomes an ANNOUNCED connector, one per rdns (else uuid), the latest provider winning. When
 * nothing announced in the request round, `window.ethereum` is offered as one INJECTED connector,
 * until an announcement replaces it. Without a DOM there is nothing to discover.
 */
export function eip6963Source(parameters: Eip6963SourceParameters): ConnectorSource {
  const { enableEip6963, createConnector, holdsSession } = parameters
  // The announcement schema (and zod with it) loads when discovery starts, not with the page.
  let parseAnnouncement: ((detail: unknown) => Announcement | undefined) | undefined
  return {
    id: 'evm:eip6963',
    async load() {
      if (!enableEip6963 || !browserWindow() || parseAnnouncement) return
      try {
        parseAnnouncement = (await import('./announcementSchema.js')).parseAnnouncement
      } catch (error) {
        // Without its parser no announcement can be trusted: only the legacy provider is offered.
        console.error('[portico] the EIP-6963 announcement parser failed to load', error)
      }
    },
    watch(emit) {
      const win = browserWindow()
      if (!win) return
      const announced = new Map<string, { connector: Connector; provider: Eip1193Provider; info: ProviderInfo }>()
      let legacy: { connector: Connector; provider: Eip1193Provider } | undefined

      const publish = () => {
        const showLegacy = legacy && (announced.size === 0 || holdsSession(LEGACY_CONNECTOR_ID))
        emit([...[...announced.values()].map((entry) => entry.connector), ...(showLegacy ? [legacy!.connector] : [])])
      }

      const onAnnounce = (event: Event) => {
        const announcement = parseAnnouncement?.((event as Partial<CustomEvent>).detail)
        if (!announcement) return
        const { info, provider } = announcement
        const id = info.rdns || info.uuid
        const known = announced.get(id)
        // Wallets answer every request again (one a kernel on the page): a repeat changes nothing.
        if (known?.provider === provider && sameInfo(known.info, info)) return
        const connector = createConnector({
          id,
          name: info.name,
          type: 'ANNOUNCED',
          imageUrl: info.icon,
          info: { ...(info.rdns ? { rdns: info.rdns } : {}), ...(info.icon ? { icon: info.icon } : {}) },
          provider,
        })
        announced.set(id, { connector, provider, info })
        publish()
      }

      const findLegacy = (): boolean => {
        const injected = win.ethereum
        if (!isEip1193Provider(injected) || injected === legacy?.provider) return false
        const connector = createConnector({ id: LEGACY_CONNECTOR_ID, name: LEGACY_CONNECTOR_NAME, type: 'INJECTED', provider: injected })
        legacy = { connector, provider: injected }
        return true
      }
      const onInitialized = () => {
        if (findLegacy()) publish()
      }

      if (enableEip6963) {
        win.addEventListener(ANNOUNCE_EVENT, onAnnounce)
        // Wallets answer synchronously, so the round is over when dispatchEvent returns.
        win.dispatchEvent(new Event(REQUEST_EVENT))
      }
      findLegacy()
      win.addEventListener(ETHEREUM_INITIALIZED_EVENT, onInitialized)
      publish()
      return () => {
        win.removeEventListener(ANNOUNCE_EVENT, onAnnounce)
        win.removeEventListener(ETHEREUM_INITIALIZED_EVENT, onInitialized)
      }
    },
  }
}

const sameInfo = (a: ProviderInfo, b: ProviderInfo) =>
  a.uuid === b.uuid && a.name === b.name && a.icon === b.icon && a.rdns === b.rdns
