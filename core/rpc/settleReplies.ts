import * as z from 'zod/mini'
import { RpcError } from '../errors/RpcError.js'
import { RpcResponseSchema, type RpcErrorObject, type RpcResponse } from './rpcResponseSchema.js'

/** A request waiting for its reply. */
export interface PendingCall {
  id: number
  message: { jsonrpc: '2.0'; id: number; method: string; params: unknown }
  resolve(result: unknown): void
  reject(error: unknown): void
}

/**
 * Settles every call of one POST from the endpoint's parsed body. A batch reply is matched by id
 * in any order; a call without a reply of its own rejects alone, with RPC_INVALID_RESPONSE.
 */
export function settleReplies(calls: readonly PendingCall[], body: unknown, { url, batch }: { url: string; batch: boolean }): void {
  const invalid = (details: string) => new RpcError('RPC_INVALID_RESPONSE', { details: `${url}: ${details}` })

  if (!batch || !Array.isArray(body)) {
    const reply = RpcResponseSchema.safeParse(body)
    for (const call of calls) {
      if (!reply.success) call.reject(invalid(z.prettifyError(reply.error)))
      // An error with a null id answers the whole POST: the node could not read the request.
      else if (reply.data.error && reply.data.id === null) call.reject(toRpcError(reply.data.error))
      else if (!batch && reply.data.id === call.id) settle(call, reply.data)
      else call.reject(invalid(batch ? 'a batch was answered with a single reply' : `reply id ${JSON.stringify(reply.data.id)} is not ${call.id}`))
    }
    return
  }

  const replies = new Map<unknown, RpcResponse | RpcError>()
  for (const entry of body) {
    const reply = RpcResponseSchema.safeParse(entry)
    const id = reply.success ? reply.data.id : idOf(entry)
    if (id === undefined || replies.has(id)) continue
    replies.set(id, reply.success ? reply.data : invalid(`reply ${JSON.stringify(id)}: ${z.prettifyError(reply.error)}`))
  }
  for (const call of calls) {
    const reply = replies.get(call.id)
    if (reply === undefined) call.reject(invalid(`no reply with id ${call.id} in the batch`))
    else if (reply instanceof RpcError) call.reject(reply)
    else settle(call, reply)
  }
}

export function toRpcError({ code, message, data }: RpcErrorObject): RpcError {
  return new RpcError('RPC_ERROR', { rpcCode: code, details: message, data })
}

function settle(call: PendingCall, reply: RpcResponse) {
  if (reply.error) call.reject(toRpcError(reply.error))
  else call.resolve(reply.result)
}

/** The id of a malformed reply, when it still names one, so only that request fails. */
function idOf(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null || !('id' in entry)) return undefined
  return typeof entry.id === 'number' ? entry.id : undefined
}
