import type { SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { ChainBackend } from '../wallet/ChainBackend.js'
import type { KnownToken } from '../wallet/describeRequest.js'
import { toHexChainId, type WalletChain } from '../wallet/WalletChain.js'
import { internalError } from '../wallet/WalletRpcError.js'
import { createPromptQueue } from './createPromptQueue.js'
import { createStateStore, type StateStore } from './createStateStore.js'
import { describeDapp, describeProposal } from './describeProposal.js'
import { parseWcUri } from './parseWcUri.js'
import { respondToRequest } from './respondToRequest.js'
import { buildSessionNamespaces } from './sessionNamespaces.js'
import { summarizeSession } from './summarizeSession.js'
import type { WalletClient } from './WalletClient.js'
import { INITIAL_WALLET_STATE, type PendingProposal, type WcWalletState } from './WcWalletState.js'
import { wcErrorText } from './wcErrorText.js'
import type { ToyAccount } from './toyAccount.js'
import { caipChainId, TOY_CHAINS, WALLET_NAMESPACE } from './walletSupport.js'
import type { WalletSolana } from './answerSolanaRequest.js'
import { createSolanaKeyring, type SolanaDemoAccount } from '../wallet/solana/createSolanaKeyring.js'

export type { PendingProposal, SessionSummary, WcWalletState } from './WcWalletState.js'

export interface WcWalletOptions {
  /** Starts the SDK client (the page: startSignClient). */
  createClient(): Promise<WalletClient>
  /** The devnet chains, keys and the keys' addresses (same order). */
  chains: readonly WalletChain[]
  keys: readonly string[]
  addresses: readonly string[]
  backend: ChainBackend
  tokens?: readonly KnownToken[]
  /** The relay, named in errors. */
  relayUrl: string
  now?: () => number
  /** How long pair() and then the site's proposal may take before the visitor is told (ms). */
  pairTimeoutMs?: number
  /** The local Solana and the wallet's accounts there; a session then may hold the first of them. */
  solana?: { chain: WalletSolana; accounts: readonly SolanaDemoAccount[]; tokens?: readonly KnownToken[] } | undefined
  /**
   * Makes the wallet's toy chain account (the page: createToyAccount) when the wallet starts; a
   * session then may hold it on TOY_CHAINS.
   */
  toy?: () => Promise<ToyAccount>
}

export interface WcWallet {
  state: StateStore<WcWalletState>
  /** Resolves when the client is up (or failed: see state.error). */
  start(): Promise<void>
  client(): WalletClient | undefined
  /** The toy account's address, public key and balance, once made: what a verifier of its signatures and balance needs. */
  toyAccount(): Pick<ToyAccount, 'address' | 'publicKey' | 'balance'> | undefined
  pair(input: string): Promise<void>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): void
  rejectRequest(id: number): void
  disconnect(topic: string): Promise<void>
  emitAccountsChanged(topic: string, address: string): Promise<void>
  emitChainChanged(topic: string, chainId: number): Promise<void>
  dismissError(): void
  destroy(): void
}

/**
 * The test wallet: a WalletConnect wallet on the devnet keys, framework-free so the page and the
 * tests drive it alike. It pairs, shows proposals and requests for the visitor to answer, and
 * lets the visitor end sessions and emit session events.
 */
export function createWcWallet(options: WcWalletOptions): WcWallet {
  const { chains, keys, addresses, backend, tokens = [], relayUrl } = options
  const solana = options.solana && { solana: options.solana.chain, keyring: createSolanaKeyring(options.solana.accounts), tokens: options.solana.tokens ?? [] }
  const solanaAddresses = options.solana?.accounts.slice(0, 1).map((account) => account.address) ?? []
  const solanaChains = options.solana ? [options.solana.chain.chainId] : []
  const now = options.now ?? Date.now
  const pairTimeoutMs = options.pairTimeoutMs ?? 15_000
  const state = createStateStore<WcWalletState>(INITIAL_WALLET_STATE)
  const set = (patch: Partial<WcWalletState>) => state.update((s) => ({ ...s, ...patch }))
  const prompts = createPromptQueue((requests) => set({ requests }))
  const activeChains = new Map<string, number>()
  const offs: (() => void)[] = []
  let client: WalletClient | undefined
  let toy: ToyAccount | undefined
  let pairingTimer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false

  const chainOf = (chainId: number) => chains.find((chain) => chain.chainId === chainId)
  const keyOf = (address: string) => keys[addresses.findIndex((a) => a.toLowerCase() === address.toLowerCase())]
  const fail = (error: string) => set({ error, pairing: false })
  const required = () => {
    if (!client) throw new Error('The wallet is still starting.')
    return client
  }

  const summarize = (session: Parameters<typeof summarizeSession>[0]) => summarizeSession(session, activeChains.get(session.topic))
  const refreshSessions = () => set({ sessions: client ? client.session.getAll().map(summarize) : [] })
  const sessionOf = (topic: string) => client?.session.getAll().find((session) => session.topic === topic)
  const stopWaiting = () => {
    clearTimeout(pairingTimer)
    pairingTimer = undefined
  }
  const waitForProposal = () => {
    stopWaiting()
    pairingTimer = setTimeout(() => {
      if (state.get().pairing) fail(`Paired, but the site's connection request did not arrive within ${pairTimeoutMs / 1000} s. Ask the site for a new QR code.`)
    }, pairTimeoutMs)
  }

  function listen<E extends SignClientTypes.Event>(event: E, listener: (args: SignClientTypes.EventArguments[E]) => void) {
    required().on(event, listener)
    offs.push(() => client?.off(event, listener))
  }

  const onProposal = ({ id, params, verifyContext }: SignClientTypes.EventArguments['session_proposal']) => {
    stopWaiting()
    const summary = describeProposal(params, chains.map((chain) => chain.chainId), solanaChains, toy ? TOY_CHAINS : [])
    // The hosted verification is off (startSignClient), so the origin is the site's own claim.
    const dapp = { ...summary.dapp, url: summary.dapp.url || verifyContext?.verified.origin || '' }
    state.update((s) => ({ ...s, pairing: false, error: undefined, proposals: [...s.proposals.filter((p) => p.id !== id), { ...summary, dapp, status: 'asking' }] }))
  }

  async function onRequest(event: SignClientTypes.EventArguments['session_request']) {
    const session = sessionOf(event.topic)
    if (!session) return
    const response = await respondToRequest(event, session, { chains, keyOf, backend, tokens, prompts, switchChain: emitChainChanged, solana, toy })
    try {
      await required().respond({ topic: event.topic, response })
    } catch (error) {
      fail(wcErrorText(error, `Answering ${describeDapp(session.peer.metadata).name}`))
    }
  }

  function onSessionGone({ topic }: { topic: string }) {
    const gone = state.get().sessions.find((session) => session.topic === topic)
    for (const request of prompts.pending()) if (request.topic === topic) prompts.reject(request.id, internalError(new Error('The session ended.')))
    activeChains.delete(topic)
    refreshSessions()
    if (gone) set({ notice: `${gone.dapp.name} disconnected.` })
  }

  const onProposalExpired = ({ id }: { id: number }) => {
    if (!state.get().proposals.some((proposal) => proposal.id === id)) return
    state.update((s) => ({ ...s, proposals: s.proposals.filter((p) => p.id !== id), error: "The site's connection request expired before it was answered. Ask the site for a new QR code." }))
  }

  async function emitChainChanged(topic: string, chainId: number): Promise<void> {
    await required().emit({ topic, chainId: caipChainId(chainId), event: { name: 'chainChanged', data: toHexChainId(chainId) } })
    activeChains.set(topic, chainId)
    refreshSessions()
  }

  const updateProposal = (id: number, change: (p: PendingProposal) => PendingProposal | undefined) =>
    state.update((s) => ({ ...s, proposals: s.proposals.flatMap((p) => (p.id === id ? [change(p)].filter((x): x is PendingProposal => Boolean(x)) : [p])) }))

  return {
    state,
    client: () => client,
    toyAccount: () => toy && { address: toy.address, publicKey: toy.publicKey, balance: toy.balance },

    async start() {
      try {
        // WebCrypto is only there in a secure context: a page opened over a LAN address has no toy account, nothing else lost.
        ;[client, toy] = await Promise.all([options.createClient(), options.toy?.().catch(() => undefined)])
        if (destroyed) return
        listen('session_proposal', onProposal)
        listen('session_request', (event) => void onRequest(event))
        listen('session_delete', onSessionGone)
        listen('session_expire', onSessionGone)
        listen('session_update', () => refreshSessions())
        listen('proposal_expire', onProposalExpired)
        listen('session_request_expire', ({ id }) => prompts.reject(id, internalError(new Error('The request expired.'))))
        refreshSessions()
        set({ phase: 'ready' })
      } catch (error) {
        set({ phase: 'failed', error: `The wallet could not start: ${wcErrorText(error, 'Starting WalletConnect')}` })
      }
    },

    async pair(input) {
      const parsed = parseWcUri(input, now())
      if (!parsed.ok) return fail(parsed.error)
      if (state.get().phase !== 'ready') return fail('The wallet is still starting; try again in a moment.')
      set({ pairing: true, error: undefined, notice: undefined })
      // pair() waits for the relay to take the subscription; a relay that is down would keep it waiting.
      const timedOut = new Error('pair() timed out')
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          required().pair({ uri: parsed.value.uri }),
          new Promise((_, reject) => (timer = setTimeout(() => reject(timedOut), pairTimeoutMs))),
        ])
        if (state.get().pairing) waitForProposal()
      } catch (error) {
        fail(error === timedOut
          ? `The WalletConnect relay at ${relayUrl} did not answer within ${pairTimeoutMs / 1000} s. Is the local stack (npm start) running?`
          : wcErrorText(error, 'Pairing'))
      } finally {
        clearTimeout(timer)
      }
    },

    async approveProposal(id) {
      const proposal = state.get().proposals.find((p) => p.id === id)
      if (!proposal || proposal.problem || proposal.status === 'working') return
      updateProposal(id, (p) => ({ ...p, status: 'working' }))
      try {
        const namespaces = buildSessionNamespaces(proposal.grant, addresses.slice(0, 1), solanaAddresses, toy ? [toy.address] : [])
        const { acknowledged } = await required().approve({ id, namespaces })
        await acknowledged()
        updateProposal(id, () => undefined)
        refreshSessions()
        set({ notice: `Connected to ${proposal.dapp.name}.` })
      } catch (error) {
        updateProposal(id, () => undefined)
        fail(wcErrorText(error, `Connecting to ${proposal.dapp.name}`))
      }
    },

    async rejectProposal(id) {
      const proposal = state.get().proposals.find((p) => p.id === id)
      if (!proposal || proposal.status === 'working') return
      updateProposal(id, () => undefined)
      try {
        await required().reject({ id, reason: getSdkError(proposal.problem?.reason ?? 'USER_REJECTED') })
        set({ notice: `Rejected ${proposal.dapp.name}'s connection request.` })
      } catch (error) {
        fail(wcErrorText(error, 'Rejecting'))
      }
    },

    approveRequest: (id) => prompts.approve(id),
    rejectRequest: (id) => prompts.reject(id),

    async disconnect(topic) {
      const session = state.get().sessions.find((s) => s.topic === topic)
      try {
        await required().disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
        onSessionGone({ topic })
        if (session) set({ notice: `Disconnected from ${session.dapp.name}.` })
      } catch (error) {
        fail(wcErrorText(error, 'Disconnecting'))
      }
    },

    async emitAccountsChanged(topic, address) {
      const session = sessionOf(topic)
      if (!session) return
      try {
        const summary = summarize(session)
        if (summary.addresses[0]?.toLowerCase() !== address.toLowerCase()) {
          // The site may only hear of an account the session holds: update the session first.
          const granted = session.namespaces[WALLET_NAMESPACE]!
          const namespaces = buildSessionNamespaces({ chains: summary.chainIds.map(caipChainId), methods: granted.methods, events: granted.events }, [address])
          // The session's other namespaces (Solana, toy) are not this event's business: they stay as approved.
          for (const [key, side] of Object.entries(session.namespaces)) if (key !== WALLET_NAMESPACE) namespaces[key] = side
          const { acknowledged } = await required().update({ topic, namespaces })
          await acknowledged()
        }
        await required().emit({ topic, chainId: caipChainId(summary.activeChainId), event: { name: 'accountsChanged', data: [address] } })
        refreshSessions()
        set({ notice: `Told ${summary.dapp.name} the account is ${address}.` })
      } catch (error) {
        fail(wcErrorText(error, 'Sending accountsChanged'))
      }
    },

    async emitChainChanged(topic, chainId) {
      try {
        await emitChainChanged(topic, chainId)
        set({ notice: `Told the site the network is ${chainOf(chainId)?.name ?? chainId}.` })
      } catch (error) {
        fail(wcErrorText(error, 'Sending chainChanged'))
      }
    },

    dismissError: () => set({ error: undefined }),

    destroy() {
      destroyed = true
      stopWaiting()
      for (const off of offs.splice(0)) off()
      for (const request of prompts.pending()) prompts.reject(request.id)
      backend.destroy()
    },
  }
}
