import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import type * as z from 'zod'
import { createChannels, type ChannelState } from './createChannels.js'
import { authenticateSchema, bearerOf, createChannelSchema } from './relaySchemas.js'

/** The relay key the local Farcaster app stand-in (farcasterApp.ts) sends; the hosted relay gives its apps keys of their own. */
export const LOCAL_RELAY_KEY = 'portico-local-farcaster-app'
/** How long a channel lives unless told: a little longer than the pairing view offers its link (SPEC section 9's 4 minutes). */
export const DEFAULT_CHANNEL_TTL_MS = 5 * 60_000
export const DEFAULT_MAX_CHANNELS = 1_000
const MAX_BODY_BYTES = 16 * 1024

export interface StartFarcasterRelayOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  ttlMs?: number
  maxChannels?: number
  /** The keys a Farcaster app must send as X-Farcaster-Auth-Relay-Key to authenticate a channel. */
  relayKeys?: readonly string[]
  now?: () => number
}

export interface FarcasterRelay {
  /** `http://127.0.0.1:<port>`: what an AppClient or WalletClient takes as `relay`. */
  url: string
  stop(): Promise<void>
}

/**
 * A stand-in for the hosted Farcaster auth relay on 127.0.0.1, speaking the HTTP API that
 * @farcaster/auth-client calls: an app opens a channel (POST /v1/channel) and polls it (GET
 * /v1/channel/status, 202 while pending, 200 once completed); a Farcaster app posts the signed
 * Sign In With Farcaster message to it (POST /v1/channel/authenticate). Like the hosted relay it
 * verifies nothing: the app checks the signature against the chain. Channels live in memory.
 */
export async function startFarcasterRelay(options: StartFarcasterRelayOptions = {}): Promise<FarcasterRelay> {
  const app = Fastify({ logger: false, bodyLimit: MAX_BODY_BYTES, forceCloseConnections: true })
  const relayKeys = new Set(options.relayKeys ?? [LOCAL_RELAY_KEY])
  // The links name the relay's own address, known once it listens.
  let url = ''
  const channels = createChannels({
    ttlMs: options.ttlMs ?? DEFAULT_CHANNEL_TTL_MS,
    max: options.maxChannels ?? DEFAULT_MAX_CHANNELS,
    now: options.now ?? Date.now,
    linkBase: () => `${url}/~/siwf`,
  })
  const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error })
  const parse = <S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply): z.infer<S> | undefined => {
    const parsed = schema.safeParse(request.body)
    if (parsed.success) return parsed.data
    const issue = parsed.error.issues[0]
    void refuse(reply, 400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body')
    return undefined
  }
  const channelOf = (request: FastifyRequest): { token: string; channel: ChannelState } | undefined => {
    const token = bearerOf(request.headers.authorization)
    const channel = token === undefined ? undefined : channels.find(token)
    return token !== undefined && channel ? { token, channel } : undefined
  }

  app.post('/v1/channel', async (request, reply) => {
    const body = parse(createChannelSchema, request, reply)
    if (!body) return reply
    const opened = channels.open(body, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256) })
    if (!opened) return refuse(reply, 503, 'Too many open channels')
    return reply.code(201).send({ channelToken: opened.channelToken, url: opened.channel.url, nonce: opened.channel.nonce })
  })
  app.get('/v1/channel/status', async (request, reply) => {
    const found = channelOf(request)
    if (!found) return refuse(reply, 401, 'Unauthorized')
    return reply.code(found.channel.state === 'completed' ? 200 : 202).send(found.channel)
  })
  app.post('/v1/channel/authenticate', async (request, reply) => {
    const key = request.headers['x-farcaster-auth-relay-key']
    if (typeof key !== 'string' || !relayKeys.has(key)) return refuse(reply, 401, 'Unauthorized')
    const found = channelOf(request)
    if (!found) return refuse(reply, 401, 'Unauthorized')
    const body = parse(authenticateSchema, request, reply)
    if (!body) return reply
    const completed = channels.complete(found.token, body)
    if (!completed) return refuse(reply, 409, 'The channel is completed already')
    return reply.code(201).send(completed)
  })
  // The sign-in link itself: a phone cannot reach 127.0.0.1, so the page says how to sign in here.
  app.get('/~/siwf', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(
    'Portico\'s local Farcaster relay. Sign this link in with the local Farcaster app stand-in:\n  npm run farcaster:sign -- "<this URL>"\n'))

  url = (await app.listen({ host: '127.0.0.1', port: options.port ?? 0 })).replace('localhost', '127.0.0.1')
  let stopping: Promise<void> | undefined
  return { url, stop: () => (stopping ??= app.close()) }
}
