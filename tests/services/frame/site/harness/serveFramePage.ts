import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const SITE_ROOT = fileURLToPath(new URL('../../../../../services/frame/site/', import.meta.url))
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** The frame page built for production, by its path under /frame/ (as the auth server serves it). */
export async function buildFrameSite(): Promise<Map<string, Buffer>> {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-frame-test-'))
  try {
    await build({
      configFile: false,
      envFile: false,
      root: SITE_ROOT,
      base: '/frame/',
      logLevel: 'error',
      resolve: { alias: [{ find: /^buffer$/, replacement: 'buffer/' }] },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
    })
    const files = new Map<string, Buffer>()
    for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.set(relative(outDir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)))
    }
    return files
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

export interface FakeAuthServer {
  origin: string
  /** Bodies of POST /v1/wallet, as the frame sent them. */
  walletPosts: unknown[]
  stop(): Promise<void>
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/**
 * The frame's origin on loopback: the built page under /frame/ and the docs' JSON routes, faked
 * with one email, the code 123456 and one wallet. Only `allowedOrigin` may embed the frame.
 */
export async function serveFramePage(files: Map<string, Buffer>, allowedOrigin: () => string): Promise<FakeAuthServer> {
  const walletPosts: unknown[] = []
  let wallet: unknown = null
  const sessions = new Set<string>()
  const json = (response: ServerResponse, status: number, value?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(value === undefined ? undefined : JSON.stringify(value))
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (request.method === 'GET' && url.pathname.startsWith('/frame/')) {
      const name = url.pathname.slice('/frame/'.length) || 'index.html'
      const file = files.get(name)
      if (!file) return json(response, 404, { code: 'NOT_FOUND', message: 'Not found' })
      return response.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream', 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self' http://127.0.0.1:*" }).end(file)
    }
    const input = request.method === 'POST' ? await body(request) : {}
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /v1/origin':
        return json(response, 200, { allowed: input.origin === allowedOrigin() })
      case 'POST /v1/email/start':
        return json(response, 200, { action: 'VERIFY_OTP' })
      case 'POST /v1/email/verify': {
        if (input.otp !== '123456') return json(response, 400, { code: 'INVALID_CODE', message: 'Invalid code' })
        const token = `token-${sessions.size + 1}`
        sessions.add(token)
        return json(response, 200, { token, email: input.email, authProvider: 'email', wallet })
      }
      case 'POST /v1/wallet':
        if (!sessions.has(bearer)) return json(response, 401, { code: 'UNAUTHORIZED', message: 'The session has ended, sign in again' })
        walletPosts.push(input)
        wallet = input
        return json(response, 201, { wallet })
      case 'GET /v1/session':
        if (!sessions.has(bearer)) return json(response, 401, { code: 'UNAUTHORIZED', message: 'The session has ended, sign in again' })
        return json(response, 200, { email: 'ann@example.com', authProvider: 'email', wallet })
      case 'POST /v1/session/end':
        sessions.delete(bearer)
        return json(response, 204)
      default:
        return json(response, 404, { code: 'NOT_FOUND', message: 'Not found' })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    walletPosts,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
