import { userRejected } from './WalletRpcError.js'

/** One line of what the visitor is asked to approve. */
export interface ApprovalDetail {
  label: string
  value: string
  /** Addresses, hashes and hex: shown monospaced and allowed to wrap anywhere. */
  mono?: boolean
}

export interface ApprovalRequest {
  kind: 'connect' | 'sign' | 'transaction' | 'addChain'
  title: string
  origin: string
  details: readonly ApprovalDetail[]
}

export interface PendingApproval extends ApprovalRequest {
  id: number
}

export interface ApprovalQueue {
  /**
   * Waits for the visitor: resolves on approve, rejects with 4001 on reject. Never times out by
   * itself, as a real wallet left unanswered. Requests with the same `key` that arrive while one
   * is pending share its answer (a dApp retrying eth_requestAccounts must not stack prompts).
   */
  ask(request: ApprovalRequest, key?: string): Promise<void>
  pending(): readonly PendingApproval[]
  approve(id: number): void
  reject(id: number): void
  approveAll(): void
  subscribe(listener: () => void): () => void
}

export function createApprovalQueue(): ApprovalQueue {
  let nextId = 1
  let items: (PendingApproval & { key: string | undefined; settle(approved: boolean): void; answer: Promise<void> })[] = []
  const listeners = new Set<() => void>()
  const notify = () => [...listeners].forEach((listener) => listener())

  const settle = (id: number, approved: boolean) => {
    const item = items.find((candidate) => candidate.id === id)
    if (!item) return
    items = items.filter((candidate) => candidate !== item)
    item.settle(approved)
    notify()
  }

  return {
    ask(request, key) {
      const shared = key === undefined ? undefined : items.find((item) => item.key === key)
      if (shared) return shared.answer
      let settleAnswer!: (approved: boolean) => void
      const answer = new Promise<void>((resolve, reject) => {
        settleAnswer = (approved) => (approved ? resolve() : reject(userRejected()))
      })
      items = [...items, { ...request, id: nextId++, key, settle: settleAnswer, answer }]
      notify()
      return answer
    },
    pending: () => items.map(({ id, kind, title, origin, details }) => ({ id, kind, title, origin, details })),
    approve: (id) => settle(id, true),
    reject: (id) => settle(id, false),
    approveAll() {
      for (const item of items) settle(item.id, true)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
