import type { Eip1193Provider, Eip1193RequestArguments } from '../../../../plugins/evm/provider/Eip1193Provider.js'

export const ALICE = '0x1111111111111111111111111111111111111111'
export const BOB = '0x2222222222222222222222222222222222222222'
export const TX_HASH = `0x${'ab'.repeat(32)}`
export const SIGNATURE = `0x${'cd'.repeat(65)}`

/** An error shaped like a wallet's EIP-1193 error. */
export function walletError(code: number, message = `wallet error ${code}`, data?: unknown): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

type Listener = (...args: unknown[]) => void
type Handler = (params: unknown) => unknown

/**
 * An in-memory EIP-1193 wallet: it remembers whether the site may see its accounts, knows a set of
 * chains, switches between them (emitting chainChanged as wallets do), and records every request.
 * A test overrides any method's answer with `answer(method, handler)`.
 */
export class MockEip1193Wallet implements Eip1193Provider {
  accounts: string[] = [ALICE]
  chainId = '0x1'
  authorized = false
  knownChains = new Set(['0x1', '0xa'])
  readonly requests: Eip1193RequestArguments[] = []
  private readonly handlers = new Map<string, Handler>()
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(init: Partial<Pick<MockEip1193Wallet, 'accounts' | 'chainId' | 'authorized'>> = {}) {
    Object.assign(this, init)
  }

  answer(method: string, handler: Handler): this {
    this.handlers.set(method, handler)
    return this
  }

  /** The methods asked so far, in order. */
  methods(): string[] {
    return this.requests.map((request) => request.method)
  }

  paramsOf(method: string): unknown[] {
    return this.requests.filter((request) => request.method === method).map((request) => request.params)
  }

  async request(args: Eip1193RequestArguments): Promise<unknown> {
    this.requests.push(args)
    const handler = this.handlers.get(args.method)
    if (handler) return handler(args.params)
    const first = Array.isArray(args.params) ? (args.params[0] as Record<string, unknown> | undefined) : undefined
    switch (args.method) {
      case 'eth_requestAccounts':
        this.authorized = true
        return [...this.accounts]
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : []
      case 'eth_chainId':
        return this.chainId
      case 'wallet_switchEthereumChain': {
        const chainId = String(first?.chainId)
        if (!this.knownChains.has(chainId)) throw walletError(4902, `Unrecognized chain ID "${chainId}"`)
        if (chainId !== this.chainId) {
          this.chainId = chainId
          this.emit('chainChanged', chainId)
        }
        return null
      }
      case 'wallet_addEthereumChain':
        this.knownChains.add(String(first?.chainId))
        return null
      case 'wallet_revokePermissions':
        this.authorized = false
        return null
      case 'personal_sign':
        return SIGNATURE
      case 'eth_sendTransaction':
        return TX_HASH
      default:
        throw walletError(4200, `${args.method} is not supported`)
    }
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  listenerCount(event?: string): number {
    if (event) return this.listeners.get(event)?.size ?? 0
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }
}
