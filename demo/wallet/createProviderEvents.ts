export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'
export type ProviderListener = (...args: unknown[]) => void

/** EIP-1193's event side: listeners by name; one that throws cannot stop the others. */
export function createProviderEvents() {
  const listeners = new Map<string, Set<ProviderListener>>()
  return {
    on(event: string, listener: ProviderListener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    off(event: string, listener: ProviderListener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: ProviderEvent, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          console.error(`[demo wallet] a "${event}" listener threw`, error)
        }
      }
    },
    clear: () => listeners.clear(),
  }
}
