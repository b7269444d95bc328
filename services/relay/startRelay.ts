import { serveRelay } from './serveRelay.js'

export const DEFAULT_RELAY_PORT = 8555

export interface RelayOptions {
  /** 0 or absent: a free port the system picks. */
  port?: number
}

export interface Relay {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` the WalletConnect SDKs take. */
  url: string
  port: number
  /** Closes every connection (1001, "The relay is stopping"), the timers and the port. */
  stop(): Promise<void>
}

/**
 * A WalletConnect v2 relay on 127.0.0.1, for development and tests: the real SDKs pair, settle
 * sessions and exchange requests through it, with no hosted service involved.
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const { url, port, stop } = await serveRelay({ port: options.port ?? 0 })
  return { url, port, stop }
}
