import { userRejected } from '../wallet/WalletRpcError.js'
import type { WalletPrompt } from './answerSessionRequest.js'
import type { DappInfo } from './describeProposal.js'

/** A site's request waiting for the visitor, or being carried out after they approved it. */
export interface PendingRequest {
  /** The WalletConnect request id. */
  id: number
  topic: string
  method: string
  /** CAIP-2, as the site sent it. */
  chainId: string
  dapp: DappInfo
  prompt: WalletPrompt
  status: 'asking' | 'working'
}

export interface PromptQueue {
  /** Shows the request and waits: resolves on approve, rejects with 4001 on reject. */
  ask(request: Omit<PendingRequest, 'status'>): Promise<void>
  approve(id: number): void
  reject(id: number, reason?: Error): void
  /** The request is answered (or failed): it leaves the list. */
  done(id: number): void
  pending(): readonly PendingRequest[]
}

/** The requests the visitor answers, oldest first; `onChange` gets the new list. */
export function createPromptQueue(onChange: (requests: readonly PendingRequest[]) => void): PromptQueue {
  let items: PendingRequest[] = []
  const answers = new Map<number, { resolve(): void; reject(error: Error): void }>()
  const set = (next: PendingRequest[]) => {
    items = next
    onChange(items)
  }

  return {
    ask(request) {
      return new Promise<void>((resolve, reject) => {
        answers.set(request.id, { resolve, reject })
        set([...items.filter((item) => item.id !== request.id), { ...request, status: 'asking' }])
      })
    },
    approve(id) {
      const answer = answers.get(id)
      if (!answer) return
      answers.delete(id)
      set(items.map((item) => (item.id === id ? { ...item, status: 'working' } : item)))
      answer.resolve()
    },
    reject(id, reason = userRejected()) {
      const answer = answers.get(id)
      answers.delete(id)
      set(items.filter((item) => item.id !== id))
      answer?.reject(reason)
    },
    done(id) {
      if (!items.some((item) => item.id === id)) return
      answers.delete(id)
      set(items.filter((item) => item.id !== id))
    },
    pending: () => items,
  }
}
