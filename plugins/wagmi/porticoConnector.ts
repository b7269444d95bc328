import type { CreateConnectorFn } from '@wagmi/core'
import {
  ConnectionError, disconnect, getProvider, openModal, switchNetwork, type Kernel,
} from 'portico/core'
import { readEip155, untilEip155, type Eip155Account } from './kernelAccount.js'

/** What wagmi's wallet client needs of a provider: EIP-1193's `request`. */
export interface PorticoProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const isProvider = (value: unknown): value is PorticoProvider =>
  typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'

export interface PorticoConnectorParameters {
  /** The site's kernel, with the evm plugin and its ways in (extension, WalletConnect, email...). */
  kernel: Kernel
}

/** The wagmi connector's id and type: what `useAccount().connector` reports. */
export const PORTICO_CONNECTOR_ID = 'portico'

/**
 * A wagmi connector whose connect opens Portico's modal: the visitor picks any eip155 way in there,
 * and wagmi's hooks then work on that wallet through the provider Portico holds. The two stay in
 * step both ways: Portico's own buttons (connect, switch, disconnect) reach wagmi as connector
 * events, and wagmi's actions run through the kernel's.
 *
 * Only types come from @wagmi/core (createConnector is the identity), so this entry adds no code of
 * wagmi's to a site's bundle beyond what its own wagmi import brings, and the same build serves a
 * site on wagmi 2 (@wagmi/core 2.16 and later) or 3: the connector contract is one in both, and
 * the declared type is whichever @wagmi/core the site's compiler finds.
 */
export function portico(parameters: PorticoConnectorParameters): CreateConnectorFn<PorticoProvider> {
  const { kernel } = parameters
  return (config) => {
    let stopFollowing: (() => void) | undefined

    const toResult = (account: Eip155Account) => {
      if (account.accounts.length === 0 || account.chainId === undefined) throw new ConnectionError('CONNECTION_REJECTED')
      return { accounts: account.accounts, chainId: account.chainId }
    }

    const settled = async (): Promise<Eip155Account> => {
      if (kernel.status === 'idle') await kernel.start()
      // A remembered session is restoring while the chain is 'connecting': its outcome decides.
      return untilEip155(kernel, (account) => account.status !== 'connecting')
    }

    const switchTo = async (chainId: number) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new ConnectionError('FAILED_TO_CONNECT', { details: `chain ${chainId} is not in the wagmi config's chains` })
      await switchNetwork(kernel, `eip155:${chainId}`)
      return chain
    }

    return {
      id: PORTICO_CONNECTOR_ID,
      name: 'Portico',
      type: PORTICO_CONNECTOR_ID,

      async setup() {
        stopFollowing?.()
        // wagmi calls setup inside createConfig, before its store exists: a session Portico already
        // holds is announced once createConfig has returned.
        await Promise.resolve()
        let last: Eip155Account = { status: 'disconnected', accounts: [], chainId: undefined }
        // Portico's own buttons connect, switch and disconnect too: wagmi hears of each.
        const follow = () => {
          const next = readEip155(kernel)
          const was = last
          last = next
          if (next.status === 'connected' && next.chainId !== undefined) {
            if (was.status !== 'connected') config.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId })
            else if (next.accounts[0] !== was.accounts[0] || next.chainId !== was.chainId) config.emitter.emit('change', { accounts: next.accounts, chainId: next.chainId })
          } else if (next.status === 'disconnected' && was.status === 'connected') {
            config.emitter.emit('disconnect')
          }
        }
        stopFollowing = kernel.store('chains').subscribe(follow)
        follow()
      },

      async connect(options) {
        let account = await settled()
        if (account.status !== 'connected') {
          // wagmi's reconnect on load must not open a modal nobody asked for.
          if (options?.isReconnecting) throw new ConnectionError('CONNECTION_REJECTED')
          openModal(kernel, { namespace: 'eip155' })
          account = await untilEip155(kernel, (current) => current.status === 'connected', { modal: true })
        }
        if (options?.chainId !== undefined && options.chainId !== account.chainId) {
          await switchTo(options.chainId)
          account = readEip155(kernel)
        }
        const result = toResult(account)
        // @wagmi/core 2.21 and 3 ask for capabilities this way; earlier 2.x never pass the flag.
        const accounts = options?.withCapabilities ? result.accounts.map((address) => ({ address, capabilities: {} })) : result.accounts
        // The generic return type follows withCapabilities, which TypeScript cannot narrow here.
        return { accounts, chainId: result.chainId } as never
      },

      async disconnect() {
        if (readEip155(kernel).status === 'disconnected') return
        await disconnect(kernel, { namespace: 'eip155' })
      },

      async getAccounts() {
        return readEip155(kernel).accounts
      },

      async getChainId() {
        const { chainId } = readEip155(kernel)
        if (chainId === undefined) throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: 'no eip155 network' })
        return chainId
      },

      async getProvider() {
        // Typed by the evm plugin's ProviderRegistry, which this entry does not import: checked here.
        const provider: unknown = getProvider(kernel, 'eip155')
        if (!isProvider(provider)) throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: 'eip155 is not connected' })
        return provider
      },

      async isAuthorized() {
        return (await settled()).status === 'connected'
      },

      switchChain: ({ chainId }) => switchTo(chainId),

      // Portico listens to the wallet itself and its chain state feeds setup()'s follower, so the
      // provider's own events need nothing more here.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  }
}
