// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../core/errors/ApiError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { NameSource } from '../../../core/names/NameSource.js'
import { names } from '../../../plugins/names/index.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import { useName } from '../../../react/index.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'

const BOB = { name: 'bob.portico.id', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', avatar: 'https://api.example/bob.svg' }
let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function hook(address: string | undefined, source?: NameSource) {
  const made = await startTestKernel({ plugins: source ? [names({ source })] : [] })
  kernel = made.kernel
  const wrapper = ({ children }: { children: ReactNode }) => <KernelContext.Provider value={made.kernel}>{children}</KernelContext.Provider>
  return renderHook(() => useName(address), { wrapper })
}

describe('useName', () => {
  it("rule: an address's name and avatar, after a loading state; one shape throughout", async () => {
    const lookupAddress = vi.fn(async (address: string) => (address === BOB.address ? BOB : undefined))
    const { result } = await hook(BOB.address, { resolveName: async () => undefined, lookupAddress })
    expect(Object.keys(result.current).sort()).toEqual(['avatar', 'error', 'name', 'status'])
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', name: BOB.name, avatar: BOB.avatar, error: undefined }))
    expect(lookupAddress).toHaveBeenCalledTimes(1)
  })

  it('rule: an address without a name is ready with no name', async () => {
    const { result } = await hook('0x000000000000000000000000000000000000dEaD', { resolveName: async () => undefined, lookupAddress: async () => undefined })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.name).toBeUndefined()
  })

  it("rule: a failed lookup is 'error' with the source's coded error", async () => {
    const { result } = await hook(BOB.address, {
      resolveName: async () => undefined,
      lookupAddress: async () => {
        throw new ApiError('API_HTTP_ERROR', { status: 500 })
      },
    })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.code).toBe('API_HTTP_ERROR')
  })

  it("rule: without an address, or without the names plugin, it stays 'idle'", async () => {
    expect((await hook(undefined, { resolveName: async () => undefined, lookupAddress: async () => undefined })).result.current.status).toBe('idle')
    cleanup()
    await kernel?.destroy()
    expect((await hook(BOB.address)).result.current.status).toBe('idle')
  })
})
