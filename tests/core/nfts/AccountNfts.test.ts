import { describe, expect, it } from 'vitest'
import { initialNftsState, loadMoreAccountNfts, NFTS_SLICE, retryAccountNfts, watchAccountNfts } from '../../../core/nfts/AccountNfts.js'
import { createStore } from '../../../core/store/createStore.js'

/** A kernel with the nfts slice, or without it (no plugin registered). */
const kernelWith = (slice: boolean) => {
  const store = createStore(initialNftsState())
  return {
    store: ((name: string) => {
      if (!slice || name !== NFTS_SLICE) throw new Error(`no slice ${name}`)
      return store
    }) as never,
    state: () => store.getState(),
  }
}

describe('the nfts slice moves', () => {
  it('rule: watchAccountNfts counts renderers, and its release counts down once however often it is called', () => {
    const kernel = kernelWith(true)
    const first = watchAccountNfts(kernel)
    const second = watchAccountNfts(kernel)
    expect(kernel.state().watchers).toBe(2)
    first()
    first()
    expect(kernel.state().watchers).toBe(1)
    second()
    expect(kernel.state().watchers).toBe(0)
  })

  it('rule: retryAccountNfts raises attempt and loadMoreAccountNfts raises pages', () => {
    const kernel = kernelWith(true)
    retryAccountNfts(kernel)
    loadMoreAccountNfts(kernel)
    loadMoreAccountNfts(kernel)
    expect(kernel.state()).toMatchObject({ attempt: 1, pages: 2 })
  })

  it('rule: without the nfts plugin every move does nothing', () => {
    const kernel = kernelWith(false)
    expect(() => {
      watchAccountNfts(kernel)()
      retryAccountNfts(kernel)
      loadMoreAccountNfts(kernel)
    }).not.toThrow()
  })
})
