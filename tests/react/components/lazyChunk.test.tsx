// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { lazyChunk, preloadChunk } from '../../../react/components/lazyChunk.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const KEY = Symbol('test.chunks')
let kernel: Kernel | undefined
afterEach(async () => kernel?.destroy())

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>

describe('lazyChunk', () => {
  it('rule: a chunk that has arrived renders in the same pass, without the Suspense fallback', async () => {
    kernel = createTestKernel()
    const definition = {}
    const load = async () => ({ default: Hello })
    await preloadChunk(kernel, KEY, definition, load)
    const Chunk = lazyChunk(kernel, KEY, definition, load)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Chunk name="there" />
      </Suspense>,
    )
    expect(screen.getByText('hello there')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('rule: a chunk still on its way suspends, then renders', async () => {
    kernel = createTestKernel()
    let arrive: (module: { default: typeof Hello }) => void = () => {}
    const Chunk = lazyChunk<{ name: string }>(kernel, KEY, {}, () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)))
    render(
      <Suspense fallback={<p>loading</p>}>
        <Chunk name="later" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => arrive({ default: Hello }))
    expect(await screen.findByText('hello later')).toBeTruthy()
  })

  it('rule: a failed preload never rejects, and the owner\'s first visit loads the chunk again', async () => {
    kernel = createTestKernel()
    const definition = {}
    let attempts = 0
    const load = async () => {
      attempts++
      if (attempts === 1) throw new TypeError('offline')
      return { default: Hello }
    }
    await expect(preloadChunk(kernel, KEY, definition, load)).resolves.toBeUndefined()
    const Chunk = lazyChunk(kernel, KEY, definition, load, { visit: 1 })
    render(
      <Suspense fallback={<p>loading</p>}>
        <Chunk name="again" />
      </Suspense>,
    )
    expect(await screen.findByText('hello again')).toBeTruthy()
    expect(attempts).toBe(2)
  })
})
