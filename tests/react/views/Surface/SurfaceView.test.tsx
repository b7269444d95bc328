// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../../../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { push } from '../../../../core/router/router.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import SurfaceView from '../../../../react/views/Surface/SurfaceView.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function withSurface(attach: (container: unknown) => () => void) {
  const made = createTestKernel().use(definePlugin({
    name: 'surface-test',
    setup: (ctx) => ctx.registerView({ id: 'Drawn', kind: 'surface', title: 'Drawn', attach }),
  }))
  kernel = made
  await made.start()
  push(made, 'Drawn')
  return made
}

describe('SurfaceView', () => {
  it("rule: the plugin's attach gets an element of the modal's body, and its detach runs when the view leaves", async () => {
    const detach = vi.fn()
    const attach = vi.fn((_container: unknown) => detach)
    const made = await withSurface(attach)
    const { unmount, container } = render(<KernelContext.Provider value={made}><SurfaceView kernel={made} data={undefined} /></KernelContext.Provider>)
    expect(attach).toHaveBeenCalledTimes(1)
    const given = attach.mock.calls[0]![0]
    expect(given).toBeInstanceOf(HTMLElement)
    expect(container.contains(given as Node)).toBe(true)
    expect(detach).not.toHaveBeenCalled()
    unmount()
    expect(detach).toHaveBeenCalledTimes(1)
  })
})
