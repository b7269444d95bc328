import type { Eip1193Provider, Eip1193RequestArguments } from '../../../../plugins/evm/provider/Eip1193Provider.js'

export interface AnvilChain {
  chainId: number
  rpcUrl: string
}

type Listener = (...args: unknown[]) => void

/**
 * An EIP-1193 test wallet over anvil: it holds one of anvil's unlocked accounts, knows some of the
 * devnet's chains (adding others through wallet_addEthereumChain), and forwards everything else,
 * eth_sendTransaction and personal_sign included, to the current chain's node, which signs.
 */
export class AnvilWallet implements Eip1193Provider {
  private current: AnvilChain
  private readonly known: AnvilChain[]
  private readonly listeners = new Map<string, Set<Listener>>()
  private nextId = 1
  readonly methods: string[] = []

  constructor(readonly account: string, chains: readonly AnvilChain[], private readonly allChains: readonly AnvilChain[] = chains) {
    this.known = [...chains]
    this.current = chains[0]!
  }

  get chainId(): number {
    return this.current.chainId
  }

  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    this.methods.push(method)
    const first = Array.isArray(params) ? (params[0] as { chainId?: string; rpcUrls?: string[] } | undefined) : undefined
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [this.account]
      case 'eth_chainId':
        return `0x${this.current.chainId.toString(16)}`
      case 'wallet_revokePermissions':
        return null
      case 'wallet_switchEthereumChain': {
        const chain = this.known.find((known) => known.chainId === Number(first?.chainId))
        if (!chain) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
        this.current = chain
        this.emit('chainChanged', `0x${chain.chainId.toString(16)}`)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chainId = Number(first?.chainId)
        const chain = this.allChains.find((candidate) => candidate.chainId === chainId && first?.rpcUrls?.includes(candidate.rpcUrl))
        if (!chain) throw Object.assign(new Error('cannot add this chain'), { code: -32602 })
        this.known.push(chain)
        return null
      }
      default:
        return this.forward(method, params)
    }
  }

  private async forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(this.current.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }
}

/** One JSON-RPC call straight to a node, for a test to check what the plugin read. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
