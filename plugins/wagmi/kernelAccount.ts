import { ConnectionError, parseCaipNetworkId, type Kernel } from 'portico/core'

/** What wagmi knows of a connection: its accounts and its chain, as numbers and 0x addresses. */
export interface Eip155Account {
  status: 'disconnected' | 'connecting' | 'connected'
  accounts: readonly `0x${string}`[]
  chainId: number | undefined
}

/** The kernel's eip155 chain, read the way wagmi counts it. */
export function readEip155(kernel: Kernel): Eip155Account {
  const chain = kernel.store('chains').getState().byNamespace.eip155
  const address = chain?.account.address
  const network = chain?.network.caipNetwork
  const reference = network ? parseCaipNetworkId(network.caipNetworkId).reference : undefined
  const chainId = reference !== undefined && /^\d+$/.test(reference) ? Number(reference) : undefined
  return {
    status: chain?.account.status ?? 'disconnected',
    accounts: chain?.account.status === 'connected' && address?.startsWith('0x') ? [address as `0x${string}`] : [],
    chainId,
  }
}

/**
 * Resolves with the eip155 account once `done` holds for it. A closed modal ends the wait with
 * SPEC's 'Modal closed' when `modal` is set (a connect the visitor walked away from), so wagmi's
 * connect never hangs on a visitor who changed their mind.
 */
export function untilEip155(kernel: Kernel, done: (account: Eip155Account) => boolean, options: { modal?: boolean } = {}): Promise<Eip155Account> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const finish = (settle: () => void) => {
      for (const stop of stops) stop()
      settle()
    }
    const check = () => {
      const account = readEip155(kernel)
      if (done(account)) finish(() => resolve(account))
      else if (options.modal && !kernel.store('modal').getState().open) finish(() => reject(new ConnectionError('MODAL_CLOSED')))
    }
    stops.push(kernel.store('chains').subscribe(check))
    if (options.modal) stops.push(kernel.store('modal').subscribe(check))
    stops.push(kernel.events.on('kernel:destroyed', () => finish(() => reject(new ConnectionError('MODAL_CLOSED')))))
    check()
  })
}
