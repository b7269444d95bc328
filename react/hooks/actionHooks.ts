import { useCallback, useRef, useState, useSyncExternalStore } from 'react'
import type { SendErrorType, SendParameters } from '../../core/actions/send.js'
import { signMessage as signMessageAction, type SignMessageErrorType, type SignMessageParameters } from '../../core/actions/signMessage.js'
import { switchNetwork as switchNetworkAction, type SwitchNetworkErrorType } from '../../core/actions/switchNetwork.js'
import type { CaipNetworkId } from '../../core/types/network.js'
import { useKernel } from './useKernel.js'

/*
 * The hooks that ask the wallet for something (sign, switch, send). Each keeps the outcome of its
 * latest call in a small observer of its own, read with one useSyncExternalStore call, as
 * TanStack's useMutation does: `status`, `data`, `error` and `reset`, the same on every hook.
 */

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error'

export interface ActionState<Data, Failure> {
  status: ActionStatus
  data: Data | undefined
  /** The coded error the core action threw (its `shortMessage` is SPEC's text), or the wallet's own. */
  error: Failure | undefined
}

const IDLE: ActionState<never, never> = Object.freeze({ status: 'idle', data: undefined, error: undefined })

interface ActionObserver<Args extends unknown[], Data, Failure> {
  subscribe(listener: () => void): () => void
  getState(): ActionState<Data, Failure>
  run(...args: Args): Promise<Data>
  reset(): void
}

/**
 * One observer per mounted hook. Only the latest call writes the state: a reset, or a newer call,
 * makes an older call's late answer stale. The promise `run` returns is always the action's own, so
 * it settles when the wallet answers, even if the component has unmounted meanwhile.
 */
function createActionObserver<Args extends unknown[], Data, Failure>(
  action: (...args: Args) => Promise<Data>,
): ActionObserver<Args, Data, Failure> {
  let state: ActionState<Data, Failure> = IDLE
  let latest = 0
  const listeners = new Set<() => void>()
  const set = (next: ActionState<Data, Failure>) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getState: () => state,
    run(...args) {
      const call = ++latest
      set({ status: 'pending', data: undefined, error: undefined })
      const outcome = Promise.resolve().then(() => action(...args))
      outcome.then(
        (data) => call === latest && set({ status: 'success', data, error: undefined }),
        (error: unknown) => call === latest && set({ status: 'error', data: undefined, error: error as Failure }),
      )
      return outcome
    },
    reset() {
      latest++
      set(IDLE)
    },
  }
}

type Run<Args extends unknown[], Data> = (...args: Args) => Promise<Data>

/** An observer for this component, its state, and a fire-and-forget call whose failure lands in `error`. */
function useAction<Args extends unknown[], Data, Failure>(action: Run<Args, Data>) {
  // The action may close over a new kernel; the observer, made once, calls whichever is current.
  const latest = useRef(action)
  latest.current = action
  const [observer] = useState(() => createActionObserver<Args, Data, Failure>((...args) => latest.current(...args)))
  const state = useSyncExternalStore(observer.subscribe, observer.getState, observer.getState)
  const fire = useCallback((...args: Args) => void observer.run(...args).catch(() => {}), [observer])
  return { state, fire, runAsync: observer.run, reset: observer.reset }
}

export interface UseSignMessageReturnType extends ActionState<string, SignMessageErrorType> {
  /** Asks the wallet to sign; the outcome lands in `status`, `data` (the signature) and `error`. */
  signMessage(params: SignMessageParameters): void
  /** The same, resolving with the signature or rejecting with the error. */
  signMessageAsync(params: SignMessageParameters): Promise<string>
  reset(): void
}

/** Signs a message with the connected wallet of a namespace (the active one by default). */
export function useSignMessage(): UseSignMessageReturnType {
  const kernel = useKernel()
  const run = useCallback((params: SignMessageParameters) => signMessageAction(kernel, params), [kernel])
  const { state, fire, runAsync, reset } = useAction<[SignMessageParameters], string, SignMessageErrorType>(run)
  return { ...state, signMessage: fire, signMessageAsync: runAsync, reset }
}

export interface UseSwitchNetworkReturnType extends ActionState<void, SwitchNetworkErrorType> {
  /** Moves to a configured network, asking the wallet when its namespace is connected. */
  switchNetwork(caipNetworkId: CaipNetworkId): void
  switchNetworkAsync(caipNetworkId: CaipNetworkId): Promise<void>
  reset(): void
}

/** Switches network with the state of the latest switch (useNetwork reads the network itself). */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const kernel = useKernel()
  const run = useCallback((caipNetworkId: CaipNetworkId) => switchNetworkAction(kernel, caipNetworkId), [kernel])
  const { state, fire, runAsync, reset } = useAction<[CaipNetworkId], void, SwitchNetworkErrorType>(run)
  return { ...state, switchNetwork: fire, switchNetworkAsync: runAsync, reset }
}

export interface UseSendReturnType extends ActionState<string, SendErrorType> {
  /** Sends the native currency or a token (SPEC's send flow and checks); `data` is the hash once final. */
  send(params: SendParameters): void
  sendAsync(params: SendParameters): Promise<string>
  reset(): void
}

/**
 * core's send action: an amount of the native currency or a token to a receiver, with SPEC's
 * checks. It loads with the first send, so it costs the first bundle nothing. Transactions with
 * calldata (contract writes) are left to viem, ethers or wagmi over useProvider: docs/react.md.
 */
export function useSend(): UseSendReturnType {
  const kernel = useKernel()
  const run = useCallback(async (params: SendParameters) => (await import('../../core/actions/send.js')).send(kernel, params), [kernel])
  const { state, fire, runAsync, reset } = useAction<[SendParameters], string, SendErrorType>(run)
  return { ...state, send: fire, sendAsync: runAsync, reset }
}
