import type { EngineTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'

/**
 * The part of `@walletconnect/sign-client` the wallet page uses. Narrow on purpose: the unit
 * tests hand the wallet a fake with these members, the page hands it the real client.
 */
export interface WalletClient {
  on<E extends SignClientTypes.Event>(event: E, listener: (args: SignClientTypes.EventArguments[E]) => void): unknown
  off<E extends SignClientTypes.Event>(event: E, listener: (args: SignClientTypes.EventArguments[E]) => void): unknown
  pair(params: EngineTypes.PairParams): Promise<unknown>
  approve(params: EngineTypes.ApproveParams): Promise<{ topic: string; acknowledged: () => Promise<SessionTypes.Struct> }>
  reject(params: EngineTypes.RejectParams): Promise<void>
  respond(params: EngineTypes.RespondParams): Promise<void>
  emit(params: EngineTypes.EmitParams): Promise<void>
  update(params: EngineTypes.UpdateParams): Promise<{ acknowledged: () => Promise<void> }>
  disconnect(params: EngineTypes.DisconnectParams): Promise<void>
  session: { getAll(): SessionTypes.Struct[] }
}
