import { describe, expect, it } from 'vitest'
import { startConnectorSources } from '../../../core/kernel/startConnectorSources.js'
import type { ConnectorSource } from '../../../core/kernel/contributions.js'
import { initialConnectorsState } from '../../../core/slices/chainsSlice.js'
import { createStore } from '../../../core/store/createStore.js'
import type { Connector } from '../../../core/types/connector.js'

const connector = (id: string): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  connect: () => Promise.reject(new Error('not in this test')),
  disconnect: () => Promise.resolve(),
})

/** A source whose `report` replaces what it last reported, as a discovery does. */
function manualSource(id: string) {
  let emit: (connectors: readonly Connector[]) => void = () => {}
  const source: ConnectorSource = { id, watch: (next) => void (emit = next) }
  return { source, report: (connectors: readonly Connector[]) => emit(connectors) }
}

const running = () => false

describe('startConnectorSources', () => {
  it('rule: the connectors slice is the union of what every source last reported, in source order', async () => {
    const store = createStore(initialConnectorsState())
    const a = manualSource('a')
    const b = manualSource('b')
    await startConnectorSources([a.source, b.source], store, running)
    const [one, two, three] = [connector('one'), connector('two'), connector('three')]
    b.report([three])
    a.report([one, two])
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['one', 'two', 'three'])
    a.report([two])
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['two', 'three'])
  })

  it('rule: a report that leaves the union as it was notifies nobody', async () => {
    const store = createStore(initialConnectorsState())
    const a = manualSource('a')
    const b = manualSource('b')
    await startConnectorSources([a.source, b.source], store, running)
    const updates: number[] = []
    store.subscribe((state) => void updates.push(state.connectors.length))
    a.report([])
    b.report([])
    expect(updates).toEqual([])
    const one = connector('one')
    a.report([one])
    a.report([one])
    b.report([])
    expect(updates).toEqual([1])
    a.report([connector('one')])
    expect(updates).toEqual([1, 1])
  })

  it('rule: stopping stops every source', async () => {
    const stopped: string[] = []
    const source = (id: string): ConnectorSource => ({ id, watch: () => () => void stopped.push(id) })
    const stop = await startConnectorSources([source('a'), source('b'), { id: 'c', watch: () => undefined }], createStore(initialConnectorsState()), running)
    stop()
    expect(stopped).toEqual(['a', 'b'])
  })

  it('rule: every source is loaded before any discovery runs', async () => {
    const order: string[] = []
    let finishLoad = () => {}
    const slow: ConnectorSource = {
      id: 'slow',
      load: () => new Promise<void>((resolve) => (finishLoad = () => { order.push('loaded'); resolve() })),
      watch: () => void order.push('slow watches'),
    }
    const plain: ConnectorSource = { id: 'plain', watch: () => void order.push('plain watches') }
    const started = startConnectorSources([slow, plain], createStore(initialConnectorsState()), running)
    await Promise.resolve()
    expect(order).toEqual([])
    finishLoad()
    await started
    expect(order).toEqual(['loaded', 'slow watches', 'plain watches'])
  })

  it('rule: a kernel stopped while its sources load starts no discovery', async () => {
    const watched: string[] = []
    const source: ConnectorSource = { id: 'a', load: () => Promise.resolve(), watch: () => void watched.push('a') }
    await startConnectorSources([source], createStore(initialConnectorsState()), () => true)
    expect(watched).toEqual([])
  })
})
