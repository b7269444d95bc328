import cors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const HEADER_NAME = /^[a-z0-9-]{1,64}$/
const MAX_REQUESTED_HEADERS = 20
const PREFLIGHT_MAX_AGE_SECONDS = 600

/**
 * What a request's page may do with the answer: read it (`allowOrigin`, `*` or the page's own
 * origin, none to refuse), and reach this server across a private network boundary.
 */
export interface CorsGrant {
  allowOrigin: string | undefined
  privateNetwork: boolean
}

/** Decides the grant of a request from its page's origin (absent outside browsers) and its URL. */
export type CorsPolicy = (origin: string | undefined, url: URL | undefined) => Promise<CorsGrant>

/** Any page may read every answer: the server's default, for routes that hold nothing private. */
export const OPEN_CORS: CorsPolicy = async () => ({ allowOrigin: '*', privateNetwork: true })

const REFUSED: CorsGrant = { allowOrigin: undefined, privateNetwork: false }

/**
 * CORS through @fastify/cors, its options decided per request by `policy` (a project's origins).
 * Decided before the route runs, for errors too: a page may read a 404 only where it may read a
 * 200. A preflight lists the methods of its path (`allow` in the route's config); a preflight for
 * a path no route has is a 404. Private Network Access, which @fastify/cors does not know, is
 * granted here to the origins the policy grants it.
 */
export async function registerCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  const grants = new WeakMap<FastifyRequest, CorsGrant>()
  await app.register(cors, {
    delegator: async (request: FastifyRequest) => {
      const grant = await policy(request.headers.origin, safeUrl(request.url)).catch((error: unknown) => {
        request.log.error({ err: error }, 'the CORS policy failed; the answer is not readable cross-origin')
        return REFUSED
      })
      grants.set(request, grant)
      const allow = allowedMethods(request)
      if (grant.allowOrigin === undefined || (request.method === 'OPTIONS' && !allow)) return { origin: false }
      return {
        origin: grant.allowOrigin,
        methods: allow ?? [],
        allowedHeaders: requestedHeaders(request.headers['access-control-request-headers']),
        // A page's script may read a 429's Retry-After (CORS hides every other header by default).
        exposedHeaders: 'retry-after',
        maxAge: PREFLIGHT_MAX_AGE_SECONDS,
        strictPreflight: false,
      }
    },
  })
  app.addHook('onSend', async (request, reply) => {
    const grant = grants.get(request)
    // Chrome's Private Network Access asks before a public page may call a server on a private address.
    if (request.method === 'OPTIONS' && grant?.privateNetwork && grant.allowOrigin !== undefined && request.headers['access-control-request-private-network'] === 'true') {
      reply.header('access-control-allow-private-network', 'true')
    }
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The methods the route's path answers to, every one of its routes carrying the list. */
    allow?: readonly string[]
  }
}

/** The methods the request's path answers to; none for a path no route has. */
export const allowedMethods = (request: FastifyRequest): readonly string[] | undefined => request.routeOptions.config.allow

/**
 * The headers asked for are allowed when they look like header names: no credentials are ever
 * allowed, so they grant nothing a page could abuse.
 */
function requestedHeaders(asked: string | undefined): string[] {
  const names = (asked ?? '').split(',').map((name) => name.trim().toLowerCase()).filter((name) => HEADER_NAME.test(name))
  return [...new Set(['content-type', ...names.slice(0, MAX_REQUESTED_HEADERS)])]
}

function safeUrl(target: string): URL | undefined {
  try {
    return new URL(`http://127.0.0.1${target.startsWith('/') ? target : '/'}`)
  } catch {
    return undefined
  }
}
