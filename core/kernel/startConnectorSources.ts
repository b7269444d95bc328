import type { ConnectorsState } from '../slices/chainsSlice.js'
import type { Store } from '../store/createStore.js'
import type { Connector } from '../types/connector.js'
import type { ConnectorSource } from './contributions.js'

/**
 * Loads every source, then runs its discovery; the connectors slice is the union of what each last
 * reported, in source order. `stopped()` is asked after the loads: a kernel destroyed meanwhile
 * starts no discovery.
 */
export async function startConnectorSources(sources: readonly ConnectorSource[], store: Store<ConnectorsState>, stopped: () => boolean): Promise<() => void> {
  await Promise.all(sources.map((source) => source.load?.()))
  if (stopped()) return () => {}
  // Seeded in source order, so the union's order is the plugins' order, not whichever reported first.
  const bySource = new Map<string, readonly Connector[]>(sources.map((source) => [source.id, []]))
  const stops = sources.map((source) =>
    source.watch((connectors) => {
      bySource.set(source.id, connectors)
      const union = [...bySource.values()].flat()
      // Sources report at start and again on every announcement; an unchanged union is no update,
      // so no subscriber re-derives its wallet list for nothing.
      const current = store.getState().connectors
      if (union.length === current.length && union.every((connector, index) => connector === current[index])) return
      store.setState((draft) => {
        draft.connectors = union as typeof draft.connectors
      })
    }),
  )
  return () => {
    for (const stop of stops) stop?.()
  }
}
