import { randomBytes, randomUUID } from 'node:crypto'
import type { AuthenticateBody, CreateChannelBody } from './relaySchemas.js'

/** A channel as the relay answers it on status (the shape of auth-client's StatusAPIResponse). */
export interface ChannelState {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: Omit<CreateChannelBody, 'acceptAuthAddress'>
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
  message?: string
  signature?: string
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

export interface Channels {
  /** A new pending channel, or undefined when `max` live channels are open already. */
  open(request: CreateChannelBody, metadata: ChannelState['metadata']): { channelToken: string; channel: ChannelState } | undefined
  /** The live channel of `token`; undefined for an unknown or expired one. */
  find(token: string): ChannelState | undefined
  /** Completes a pending channel with the Farcaster app's answer: false when unknown, expired or completed already. */
  complete(token: string, answer: AuthenticateBody): ChannelState | undefined
  readonly size: number
}

export interface ChannelsParameters {
  ttlMs: number
  max: number
  now(): number
  /** The sign-in link's base: the link a Farcaster app opens (auth-client's parseSignInURI reads its channelToken). */
  linkBase(): string
}

/**
 * The relay's channels, in memory: each lives `ttlMs` after it was opened, at most `max` at once
 * (expired ones are swept before a new one is refused), so no client can make it grow without end.
 */
export function createChannels({ ttlMs, max, now, linkBase }: ChannelsParameters): Channels {
  const byToken = new Map<string, { channel: ChannelState; expiresAt: number }>()
  const sweep = () => {
    const at = now()
    for (const [token, entry] of byToken) if (entry.expiresAt <= at) byToken.delete(token)
  }
  const live = (token: string) => {
    const entry = byToken.get(token)
    if (!entry) return undefined
    if (entry.expiresAt > now()) return entry
    byToken.delete(token)
    return undefined
  }
  return {
    open(request, metadata) {
      if (byToken.size >= max) sweep()
      if (byToken.size >= max) return undefined
      const channelToken = randomUUID()
      const { acceptAuthAddress, ...signatureParams } = request
      const nonce = request.nonce ?? randomBytes(16).toString('hex')
      const link = new URL(linkBase())
      link.search = new URLSearchParams({ channelToken, nonce, siweUri: request.siweUri, domain: request.domain }).toString()
      const channel: ChannelState = {
        state: 'pending', nonce, url: link.href, signatureParams: { ...signatureParams, nonce }, metadata, acceptAuthAddress: acceptAuthAddress ?? true,
      }
      byToken.set(channelToken, { channel, expiresAt: now() + ttlMs })
      return { channelToken, channel }
    },
    find: (token) => live(token)?.channel,
    complete(token, answer) {
      const entry = live(token)
      if (!entry || entry.channel.state === 'completed') return undefined
      entry.channel = { ...entry.channel, ...answer, state: 'completed' }
      return entry.channel
    },
    get size() {
      return byToken.size
    },
  }
}
