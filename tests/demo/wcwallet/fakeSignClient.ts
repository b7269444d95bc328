import { EventEmitter } from 'node:events'
import type { EngineTypes, ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { WalletClient } from '../../../demo/wcwallet/WalletClient.js'

/**
 * A stand-in for @walletconnect/sign-client on the wallet side: records what the wallet calls
 * and lets a test play the site (a proposal, a request, a disconnect) by emitting the SDK's events.
 * The real client over the real relay is the browser test's job (tests/e2e/wcwallet).
 */
export function createFakeSignClient() {
  const events = new EventEmitter()
  const sessions = new Map<string, SessionTypes.Struct>()
  const proposals = new Map<number, ProposalTypes.Struct>()
  const calls = {
    pair: [] as EngineTypes.PairParams[],
    approve: [] as EngineTypes.ApproveParams[],
    reject: [] as EngineTypes.RejectParams[],
    respond: [] as EngineTypes.RespondParams[],
    emit: [] as EngineTypes.EmitParams[],
    update: [] as EngineTypes.UpdateParams[],
    disconnect: [] as EngineTypes.DisconnectParams[],
  }
  let pairWith: (uri: string) => Promise<unknown> = async () => ({})
  let topics = 0

  const client: WalletClient = {
    on: (event, listener) => events.on(event, listener),
    off: (event, listener) => events.off(event, listener),
    async pair(params) {
      calls.pair.push(params)
      return pairWith(params.uri)
    },
    async approve(params) {
      calls.approve.push(params)
      const proposal = proposals.get(params.id)
      if (!proposal) throw new Error(`No matching key. proposal id doesn't exist: ${params.id}`)
      const topic = `session-${++topics}`
      const session = {
        topic,
        pairingTopic: proposal.pairingTopic,
        relay: { protocol: 'irn' },
        expiry: 0,
        acknowledged: true,
        controller: 'wallet',
        namespaces: params.namespaces,
        requiredNamespaces: proposal.requiredNamespaces,
        optionalNamespaces: proposal.optionalNamespaces,
        self: { publicKey: 'self', metadata: { name: 'wallet', description: '', url: '', icons: [] } },
        peer: proposal.proposer,
      } satisfies SessionTypes.Struct
      return { topic, acknowledged: async () => (sessions.set(topic, session), session) }
    },
    async reject(params) {
      calls.reject.push(params)
    },
    async respond(params) {
      calls.respond.push(params)
    },
    async emit(params) {
      calls.emit.push(params)
    },
    async update(params) {
      calls.update.push(params)
      const session = sessions.get(params.topic)!
      return { acknowledged: async () => void sessions.set(params.topic, { ...session, namespaces: params.namespaces }) }
    },
    async disconnect(params) {
      calls.disconnect.push(params)
      sessions.delete(params.topic)
    },
    session: { getAll: () => [...sessions.values()] },
  }

  const emit = <E extends SignClientTypes.Event>(event: E, args: SignClientTypes.EventArguments[E]) => events.emit(event, args)
  return {
    client,
    calls,
    sessions,
    /** What pair() does next (resolves by default). */
    onPair(behaviour: (uri: string) => Promise<unknown>) {
      pairWith = behaviour
    },
    propose(proposal: ProposalTypes.Struct) {
      proposals.set(proposal.id, proposal)
      emit('session_proposal', { id: proposal.id, params: proposal, verifyContext: { verified: { origin: proposal.proposer.metadata.url, validation: 'UNKNOWN', verifyUrl: '' } } })
    },
    request(topic: string, id: number, method: string, params: unknown, chainId = 'eip155:31337') {
      emit('session_request', { id, topic, params: { request: { method, params }, chainId }, verifyContext: { verified: { origin: '', validation: 'UNKNOWN', verifyUrl: '' } } })
    },
    emit,
    listenerCount: () => events.eventNames().reduce((sum, name) => sum + events.listenerCount(name), 0),
  }
}
