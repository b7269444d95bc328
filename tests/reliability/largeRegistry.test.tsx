// @vitest-environment happy-dom
// Issue 24's fault matrix: a registry of 50,000 wallets. The All Wallets view must stay a bounded
// page: it asks for pages as the visitor scrolls, draws only the rows in sight, and a search goes
// to the registry instead of through what is loaded.
import { act, fireEvent } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../core/actions/modalActions.js'
import type { Kernel } from '../../core/kernel/types.js'
import { fetchWalletsPage } from '../../core/wallets/fetchWalletsPage.js'
import { api, useApiServer } from '../core/api/apiServer.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { mockChainPlugin } from '../helpers/mockChainPlugin.js'
import { mockPairingPlugin } from '../helpers/mockLoginPlugin.js'
import { modalRoot } from '../react/helpers/modalDom.js'
import { expectModalUsable, findInModal, findView, fulfilment, modal, renderSite, tearDownFaults, until } from './faultKit.js'

const REGISTRY_SIZE = 50_000
const ORIGIN = 'http://127.0.0.1:3000'
const nameOf = (index: number) => `Wallet ${index + 1}`

const { server } = useApiServer()
const kernels: Kernel[] = []
const pagesAsked: number[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => {
  pagesAsked.length = 0
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
  server.use(
    http.get(api('/appkit/v1/config'), () => HttpResponse.json({ features: [] })),
    http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: [ORIGIN] })),
    // The registry is made on demand: 50,000 listings are never held, by the server or the test.
    http.get(api('/getWallets'), ({ request }) => {
      const query = new URL(request.url).searchParams
      const page = Number(query.get('page') ?? 1)
      const entries = Number(query.get('entries') ?? 40)
      const search = query.get('search')
      if (search) return HttpResponse.json({ count: 1, data: [{ id: 'w49999', name: nameOf(49_998) }] })
      pagesAsked.push(page)
      const first = (page - 1) * entries
      const data = Array.from({ length: Math.max(0, Math.min(entries, REGISTRY_SIZE - first)) }, (_, offset) => ({ id: `w${first + offset + 1}`, name: nameOf(first + offset) }))
      return HttpResponse.json({ count: REGISTRY_SIZE, data })
    }),
    http.get(api('/getWalletImage/:id'), () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })),
  )
})
afterEach(() => tearDownFaults(kernels))

describe('fault matrix: a registry of 50,000 wallets', () => {
  it('fault: All Wallets over 50,000 listings → one page at first, a bounded number of tiles drawn, the count shown, and search answered by the registry', async () => {
    const kernel = createTestKernel({ isMobile: () => false }, { services: { remoteConfig: false } })
    kernel.use(mockChainPlugin().plugin).use(mockPairingPlugin())
    kernels.push(kernel)
    await kernel.start()
    renderSite(kernel)
    act(() => openModal(kernel, { view: 'AllWallets' }))
    await findView('AllWallets')
    await fulfilment(fetchWalletsPage(kernel, { page: 1 }))
    expect(await findInModal('Wallet 1')).toBeTruthy()
    expect(kernel.store('wallets').getState().count).toBe(REGISTRY_SIZE)
    expect(pagesAsked).toEqual([1])
    // Virtualised: a window of tiles, not 50,000 buttons.
    const tiles = modalRoot().querySelectorAll('[data-view="AllWallets"] button').length
    expect(tiles).toBeGreaterThan(4)
    expect(tiles).toBeLessThan(200)

    fireEvent.change(modal().getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'Wallet 49999' } })
    await fulfilment(until(() => kernel.store('wallets').getState().search.status === 'loaded'))
    expect(await findInModal('Wallet 49999')).toBeTruthy()
    // The search went to the registry; no page beyond the first was fetched to find it.
    expect(pagesAsked).toEqual([1])
    expectModalUsable(kernel)
  })
})
