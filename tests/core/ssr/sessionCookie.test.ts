// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { cookieToInitialState } from '../../../core/ssr/cookieToInitialState.js'
import { SESSION_COOKIE } from '../../../core/ssr/sessionCookie.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'

const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`
})

async function startKernel(ssr: boolean) {
  const kernel = createTestKernel({ ssr }).use(mockChainPlugin().plugin)
  kernels.push(kernel)
  await kernel.start()
  return kernel
}

const sessionCookie = () => document.cookie.split('; ').find((part) => part.startsWith(`${SESSION_COOKIE}=`))

describe('the session cookie', () => {
  it('rule: with ssr on, a connection writes the cookie cookieToInitialState reads back, and the last disconnect removes it', async () => {
    const kernel = await startKernel(true)
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(cookieToInitialState(document.cookie)).toEqual({
      active: 'eip155',
      chains: { eip155: { caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111', connectorId: 'mock-eip155' } },
    })
    await disconnect(kernel, { namespace: 'eip155' })
    expect(sessionCookie()).toBeUndefined()
  })

  it('rule: with ssr off (the default) no cookie is written', async () => {
    const kernel = await startKernel(false)
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(sessionCookie()).toBeUndefined()
  })
})
