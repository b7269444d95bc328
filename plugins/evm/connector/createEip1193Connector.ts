import { ConnectionError, isUserRejection, withTimeout, type Connector, type ConnectorAccount, type ConnectorInfo, type ConnectResult, type Timers } from 'portico/core'
import { isEvmAddress } from '../evmAddress.js'
import { type Eip1193Provider, requestWallet } from '../provider/Eip1193Provider.js'
import { toCaipChainId } from '../encoding.js'
import { walletErrorCode, walletErrorMessage } from '../provider/walletErrorCode.js'
import type { WalletSessions } from './walletSessions.js'

/** "Request of type 'wallet_requestPermissions' already pending": an earlier prompt is still open. */
const PENDING_CODE = -32002

/** A connector over an EIP-1193 provider; capabilities reach the wallet through `getProvider`. */
export interface Eip1193Connector extends Connector {
  getProvider(): Eip1193Provider
}

export interface Eip1193ConnectorParameters extends Pick<ConnectorInfo, 'id' | 'name' | 'imageUrl' | 'info'> {
  type: 'ANNOUNCED' | 'INJECTED'
  provider: Eip1193Provider
  sessions: WalletSessions
  timers: Timers
  /** How long a silent reconnect or a revoke may take: a wallet that never answers must not hang. */
  quietTimeoutMs: number
}

export function createEip1193Connector(parameters: Eip1193ConnectorParameters): Eip1193Connector {
  const { id, name, type, imageUrl, info, provider, sessions, timers, quietTimeoutMs } = parameters
  const result = (accounts: readonly string[], caipNetworkId: ConnectResult['caipNetworkId']): ConnectResult => ({
    accounts: accounts.map((address): ConnectorAccount => ({ namespace: 'eip155', address, type: 'eoa' })),
    caipNetworkId,
  })

  return {
    id,
    name,
    type,
    chain: 'eip155',
    installed: true,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(info === undefined ? {} : { info }),
    getProvider: () => provider,

    // The wallet's own network is reported, whatever the kernel asked for: forcing a switch while
    // connecting would open a second prompt; the kernel shows UnsupportedChain when it must.
    async connect() {
      let accounts: string[]
      let chainId: unknown
      try {
        accounts = evmAccounts(await requestWallet(provider, { method: 'eth_requestAccounts' }))
        chainId = await requestWallet(provider, { method: 'eth_chainId' })
      } catch (error) {
        throw toConnectError(error)
      }
      if (accounts.length === 0) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'the wallet shared no EVM account' })
      const caipNetworkId = toCaipChainId(chainId)
      if (!caipNetworkId) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'the wallet reported no valid chain id' })
      sessions.attach(id, provider)
      return result(accounts, caipNetworkId)
    },

    // eth_accounts never prompts: it lists the accounts the site may still see, or none.
    async reconnect() {
      const ask = Promise.all([requestWallet(provider, { method: 'eth_accounts' }), requestWallet(provider, { method: 'eth_chainId' })])
      try {
        const [accounts, chainId] = await withTimeout(timers, ask, quietTimeoutMs, () => new Error('the wallet did not answer'))
        const addresses = evmAccounts(accounts)
        const caipNetworkId = toCaipChainId(chainId)
        if (addresses.length === 0 || !caipNetworkId) return undefined
        sessions.attach(id, provider)
        return result(addresses, caipNetworkId)
      } catch {
        return undefined
      }
    },

    // Stop listening first: a wallet answers a revoke with accountsChanged([]), which must not come
    // back as a second disconnect while this one runs. Older wallets lack the method; that is fine.
    async disconnect() {
      sessions.detach(id)
      const revoke = requestWallet(provider, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      await withTimeout(timers, revoke, quietTimeoutMs, () => new Error('the wallet did not answer')).catch(() => {})
    },
  }
}

/** The EVM addresses of a wallet's account list; anything else in it is dropped. */
function evmAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((address): address is string => isEvmAddress(address)) : []
}

function toConnectError(error: unknown): ConnectionError {
  if (isUserRejection(error)) return new ConnectionError('CONNECTION_REJECTED', { cause: error })
  if (walletErrorCode(error) === PENDING_CODE) {
    return new ConnectionError('FAILED_TO_CONNECT', {
      details: 'the wallet already has a connection request open: answer or close it in the wallet, then try again',
      cause: error,
    })
  }
  return new ConnectionError('FAILED_TO_CONNECT', { details: walletErrorMessage(error), cause: error })
}
