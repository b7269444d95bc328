import type { EngineTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { toHexChainId, type WalletChain } from '../wallet/WalletChain.js'
import { internalError, unrecognizedChain } from '../wallet/WalletRpcError.js'
import { answerSessionRequest, type SessionRequestContext, type WalletPrompt } from './answerSessionRequest.js'
import { answerSolanaRequest, type SolanaRequestContext } from './answerSolanaRequest.js'
import { answerToyRequest } from './answerToyRequest.js'
import type { PromptQueue } from './createPromptQueue.js'
import { describeDapp } from './describeProposal.js'
import { sessionAddresses, sessionChainIds, sessionSolanaAddress, sessionToyAddress } from './sessionNamespaces.js'
import type { ToyAccount } from './toyAccount.js'
import { evmChainId, SOLANA_NAMESPACE, TOY_NAMESPACE } from './walletSupport.js'

export interface RespondDependencies extends Pick<SessionRequestContext, 'keyOf' | 'backend' | 'tokens'> {
  /** The devnet chains. */
  chains: readonly WalletChain[]
  prompts: PromptQueue
  switchChain(topic: string, chainId: number): Promise<void>
  /** The local Solana and the wallet's keys there, when the demo runs one. */
  solana?: Pick<SolanaRequestContext, 'solana' | 'keyring' | 'tokens'> | undefined
  /** The wallet's toy account, once the page has made its key. */
  toy?: ToyAccount | undefined
}

/**
 * The JSON-RPC response to one session request: the result, or the wallet's error with its
 * EIP-1193 code (4001 for a visitor's no). The request is on the visitor's list only while it waits.
 */
export async function respondToRequest(
  event: SignClientTypes.EventArguments['session_request'],
  session: SessionTypes.Struct,
  dependencies: RespondDependencies,
): Promise<EngineTypes.RespondParams['response']> {
  const { id, topic, params: { request, chainId } } = event
  const { prompts } = dependencies
  const ask = (prompt: WalletPrompt) => prompts.ask({ id, topic, method: request.method, chainId, dapp: describeDapp(session.peer.metadata), prompt })
  try {
    if (chainId.startsWith(`${SOLANA_NAMESPACE}:`)) {
      const { solana } = dependencies
      if (!solana || solana.solana.chainId !== chainId || !session.namespaces[SOLANA_NAMESPACE]?.chains?.includes(chainId)) throw unrecognizedChain(chainId)
      const result = await answerSolanaRequest(request.method, request.params, { ...solana, address: sessionSolanaAddress(session, chainId), ask })
      return { id, jsonrpc: '2.0', result }
    }
    if (chainId.startsWith(`${TOY_NAMESPACE}:`)) {
      const { toy } = dependencies
      if (!toy || !session.namespaces[TOY_NAMESPACE]?.chains?.includes(chainId)) throw unrecognizedChain(chainId)
      const result = await answerToyRequest(request.method, request.params, { account: toy, address: sessionToyAddress(session, chainId), ask })
      return { id, jsonrpc: '2.0', result }
    }
    const numeric = evmChainId(chainId)
    const inSession = sessionChainIds(session)
      .map((sessionChain) => dependencies.chains.find((chain) => chain.chainId === sessionChain))
      .filter((chain): chain is WalletChain => chain !== undefined)
    const chain = inSession.find((candidate) => candidate.chainId === numeric)
    if (!chain) throw unrecognizedChain(numeric === undefined ? chainId : toHexChainId(numeric))
    const result = await answerSessionRequest(request.method, request.params, {
      chain,
      chains: inSession,
      addresses: sessionAddresses(session, chain.chainId),
      keyOf: dependencies.keyOf,
      backend: dependencies.backend,
      tokens: dependencies.tokens,
      ask,
      switchChain: (target) => dependencies.switchChain(topic, target),
    })
    return { id, jsonrpc: '2.0', result: result ?? null }
  } catch (error) {
    const { code, message, data } = internalError(error)
    // JSON-RPC lets data be anything, the SDK's type only a string: a node's revert data is one.
    return { id, jsonrpc: '2.0', error: typeof data === 'string' ? { code, message, data } : { code, message } }
  } finally {
    prompts.done(id)
  }
}
