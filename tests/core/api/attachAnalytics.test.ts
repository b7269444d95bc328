import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachAnalytics } from '../../../core/api/attachAnalytics.js'
import * as analyticsModule from '../../../core/api/createAnalytics.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { api, useApiServer } from './apiServer.js'

vi.mock('../../../core/api/createAnalytics.js', { spy: true })

const { server, requests } = useApiServer()
const collector = () => server.use(http.post(api('/e'), () => new HttpResponse(null, { status: 200 })))
let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
  vi.mocked(analyticsModule.createAnalytics).mockClear()
})

describe('attachAnalytics', () => {
  it('rule: attaching makes no reporter; the first report makes one, and every later report uses it', async () => {
    collector()
    kernel = createTestKernel()
    attachAnalytics(kernel)
    expect(analyticsModule.createAnalytics).not.toHaveBeenCalled()
    kernel.events.emit('analytics', { event: 'INITIALIZE' })
    kernel.events.emit('analytics', { event: 'INITIALIZE' })
    await vi.waitFor(() => expect(requests.filter((url) => url.pathname === '/e')).toHaveLength(2))
    expect(analyticsModule.createAnalytics).toHaveBeenCalledTimes(1)
  })

  it('rule: a report whose idle moment comes after the reporter was detached makes no reporter and sends nothing', async () => {
    collector()
    kernel = createTestKernel()
    const detach = attachAnalytics(kernel)
    kernel.events.emit('analytics', { event: 'INITIALIZE' })
    detach()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(analyticsModule.createAnalytics).not.toHaveBeenCalled()
    expect(requests.filter((url) => url.pathname === '/e')).toHaveLength(0)
  })
})
