import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { TEST_API_URL } from '../../helpers/createTestKernel.js'

export const api = (path: string) => `${TEST_API_URL}${path}`

/**
 * An msw server for one test file: unhandled requests fail the request, handlers reset after each
 * test, and `requests` lists every URL asked for, so a test can prove that nothing was fetched.
 */
export function useApiServer() {
  const server = setupServer()
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    requests.length = 0
  })
  afterAll(() => server.close())
  return { server, requests }
}
