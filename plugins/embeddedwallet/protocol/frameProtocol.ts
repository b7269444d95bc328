import * as z from 'zod/mini'

/**
 * The messages between a site and the embedded wallet's frame (SPEC section 3, "Iframe messages"),
 * one schema for both sides: the frame client parses what the frame says with it and the frame page
 * parses what the site says with it. Every request carries a random id (crypto.randomUUID()) and is
 * answered by its success or its error variant with the same id.
 *
 * How the site's client (plugins/embeddedwallet) uses them, so the frame page can answer it:
 * - The frame says Ready once it can answer; the site waits 500 ms more, then posts requests.
 *   Without Ready within 20 s the site gives the frame up (iframe_load_failed).
 * - Connect requests (CONNECT_REQUESTS) are given up after 120 s; every other request waits, an
 *   RpcRequest for as long as the visitor takes to approve.
 * - Email login: ConnectEmail, (ConnectDevice and ConnectEmail again when it answered
 *   VERIFY_DEVICE), ConnectOtp, then GetUser. A returning visitor: IsConnected, then GetUser.
 *   Disconnect: SignOut, waited for 3 s at most. The site also sends SyncDappData and SyncTheme once the frame is
 *   initialized and SwitchNetwork when the site moves to another chain the wallet serves.
 * - GetUser's `accounts` hold one entry per namespace the wallet has, each with a CAIP-2
 *   `caipNetworkId` of its namespace: the site serves every chain of its own networks on which the
 *   embedded wallet works with that address.
 * - RpcRequest carries a wallet method only (reads go to the site's own nodes): `chainId` is the
 *   CAIP-2 id, `rpcUrl` the site's RPC URL of that network (for the frame's own reads: nonce, gas,
 *   broadcasting), `network` the site's name for it and its native token (shown on the approval
 *   card beside the id), `params` and `result` exactly as the namespace's plugin sends and reads them over
 *   any remote session (docs/embedded-wallet.md lists them per namespace). The methods are those the
 *   namespace's plugin declares in `remote.embedded`.
 * - Whenever the frame needs the visitor (to approve a request, to show or ask for a recovery
 *   code) it says VisitorNeeded first: the site opens ApproveTransaction and lays the iframe over
 *   its body (the modal's 360 px width, at least 420 px high, resized as the modal is), so the
 *   frame draws its UI filling its own viewport. It says VisitorDone when it no longer needs the
 *   visitor, before it answers the request; the iframe is hidden again. RpcAbort (or the modal
 *   closed) means the site gave the request up: the frame drops its UI and says VisitorDone.
 * - An error answer's `message` is shown to the visitor as it is, except FRAME_ERROR_MESSAGES.
 */

/** Type prefixes, so neither side mistakes another script's postMessage for one of these. */
export const APP_PREFIX = '@portico/app/'
export const FRAME_PREFIX = '@portico/frame/'

/** Longest text field accepted either way: ids, emails, codes, addresses, URLs. */
const MAX_TEXT = 2_048
/** Longest free payload (a transaction, typed data, a message to sign), serialized. */
export const MAX_MESSAGE_BYTES = 512_000

const text = z.string().check(z.maxLength(MAX_TEXT))
const id = z.string().check(z.minLength(1), z.maxLength(64))
const chainId = z.union([text, z.number()])
const accountType = z.enum(['eoa', 'smartAccount'])
/** How the site names a chain and its native token, for the frame's approval cards. */
const networkFacts = z.object({ name: text, symbol: text, decimals: z.int().check(z.gte(0), z.lte(36)) })

/** What each request carries (app to frame) and what its success carries (frame to app). */
export const FRAME_REQUESTS = {
  SwitchNetwork: { request: z.object({ chainId, rpcUrl: z.optional(text) }), success: z.object({ chainId }) },
  ConnectEmail: { request: z.object({ email: text }), success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }) },
  ConnectDevice: { request: z.object({}), success: z.object({}) },
  ConnectOtp: { request: z.object({ otp: text }), success: z.object({}) },
  ConnectSocial: {
    request: z.object({ uri: text, preferredAccountType: z.optional(accountType), chainId: z.optional(chainId), siwxMessage: z.optional(z.unknown()), rpcUrl: z.optional(text) }),
    success: z.object({}),
  },
  GetFarcasterUri: { request: z.object({}), success: z.object({ url: text }) },
  ConnectFarcaster: { request: z.object({}), success: z.object({ userName: z.optional(text) }) },
  GetUser: {
    request: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType), socialUri: z.optional(text), siwxMessage: z.optional(z.unknown()), rpcUrl: z.optional(text) }),
    success: z.object({
      email: z.nullable(z.optional(text)),
      address: text,
      chainId,
      /** Every account the wallet holds, each on a namespace's CAIP-2 chain id. */
      accounts: z.array(z.object({ address: text, type: accountType, caipNetworkId: text })).check(z.maxLength(32)),
      userName: z.optional(text),
      preferredAccountType: z.optional(accountType),
      smartAccountDeployed: z.optional(z.boolean()),
      authProvider: z.optional(text),
    }),
  },
  /** `returnTo`: a page of the site to come back to after the provider (the phone's full-page redirect), instead of a popup. */
  GetSocialRedirectUri: { request: z.object({ provider: text, returnTo: z.optional(text) }), success: z.object({ uri: text }) },
  SignOut: { request: z.object({}), success: z.object({}) },
  IsConnected: { request: z.object({ token: z.optional(text) }), success: z.object({ isConnected: z.boolean() }) },
  GetChainId: { request: z.object({}), success: z.object({ chainId }) },
  GetSmartAccountEnabledNetworks: { request: z.object({}), success: z.object({ smartAccountEnabledNetworks: z.array(z.number()).check(z.maxLength(256)) }) },
  InitSmartAccount: { request: z.object({}), success: z.object({ address: text, isDeployed: z.boolean() }) },
  SetPreferredAccount: { request: z.object({ type: accountType }), success: z.object({ type: accountType, address: text }) },
  /** A wallet request: `method` on the chain `chainId` (a CAIP-2 id); `result` is the wallet's unparsed reply. */
  RpcRequest: {
    request: z.object({ method: text, params: z.optional(z.unknown()), chainId: text, rpcUrl: z.optional(text), network: z.optional(networkFacts) }),
    success: z.object({ result: z.unknown() }),
  },
  UpdateEmail: { request: z.object({ email: text }), success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }) },
  UpdateEmailPrimaryOtp: { request: z.object({ otp: text }), success: z.object({}) },
  UpdateEmailSecondaryOtp: { request: z.object({ otp: text }), success: z.object({ newEmail: text }) },
  SyncTheme: {
    request: z.object({ themeMode: z.enum(['light', 'dark']), themeVariables: z.optional(z.record(text, z.union([text, z.number()]))), w3mThemeVariables: z.optional(z.record(text, text)) }),
    success: z.object({}),
  },
  SyncDappData: {
    request: z.object({
      metadata: z.object({ name: text, description: text, url: text, icons: z.array(text).check(z.maxLength(8)) }),
      sdkVersion: text,
      sdkType: text,
      projectId: text,
    }),
    success: z.object({}),
  },
  Reload: { request: z.object({}), success: z.object({}) },
  RpcAbort: { request: z.object({}), success: z.object({}) },
} as const

export type FrameRequestName = keyof typeof FRAME_REQUESTS
export type FrameRequestPayload<N extends FrameRequestName> = z.infer<(typeof FRAME_REQUESTS)[N]['request']>
export type FrameSuccessPayload<N extends FrameRequestName> = z.infer<(typeof FRAME_REQUESTS)[N]['success']>

/**
 * What the frame says without being asked: its session token changed, it loaded, or it needs the
 * visitor (to approve a request, to see or enter a recovery code) and asks the site to show it, then
 * no longer does.
 */
export const FRAME_EVENTS = {
  SessionUpdate: z.object({ token: text }),
  Ready: z.object({ version: text }),
  VisitorNeeded: z.object({ reason: z.enum(['approve', 'recoveryCode', 'recover']) }),
  VisitorDone: z.object({}),
} as const

export type FrameEventName = keyof typeof FRAME_EVENTS
export type FrameEventPayload<N extends FrameEventName> = z.infer<(typeof FRAME_EVENTS)[N]>

/**
 * Error messages with a meaning the site acts on (any other message is shown to the visitor as it
 * is): the frame answers any request with `unverified_domain` while its server does not allow the
 * embedding site's origin for the project (SPEC sections 5 and 8), and the site shows its alert.
 */
export const FRAME_ERROR_MESSAGES = {
  unverifiedDomain: 'unverified_domain',
} as const

/**
 * The requests that connect a visitor (SPEC section 9): given up after 120 s without an answer.
 * Every other request waits as long as the frame needs (an RpcRequest waits for the visitor's approval).
 */
export const CONNECT_REQUESTS: readonly FrameRequestName[] = ['ConnectEmail', 'ConnectDevice', 'ConnectOtp', 'ConnectSocial', 'GetSocialRedirectUri']

const names = Object.keys(FRAME_REQUESTS) as FrameRequestName[]

const appMessage = z.discriminatedUnion('type', names.map((name) => z.object({
  type: z.literal(`${APP_PREFIX}${name}`),
  id,
  payload: FRAME_REQUESTS[name].request,
})) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]])

const errorPayload = z.object({ message: z.optional(text) })

const frameMessage = z.discriminatedUnion('type', [
  ...names.map((name) => z.object({ type: z.literal(`${FRAME_PREFIX}${name}Success`), id, payload: FRAME_REQUESTS[name].success })),
  ...names.map((name) => z.object({ type: z.literal(`${FRAME_PREFIX}${name}Error`), id, payload: errorPayload })),
  ...(Object.keys(FRAME_EVENTS) as FrameEventName[]).map((name) => z.object({ type: z.literal(`${FRAME_PREFIX}${name}`), id: z.optional(id), payload: FRAME_EVENTS[name] })),
] as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]])

/** A request from the site, as the frame receives it. */
export type AppMessage = { [N in FrameRequestName]: { type: `${typeof APP_PREFIX}${N}`; id: string; payload: FrameRequestPayload<N> } }[FrameRequestName]

/** A message from the frame, as the site receives it. */
export type FrameMessage =
  | { [N in FrameRequestName]: { type: `${typeof FRAME_PREFIX}${N}Success`; id: string; payload: FrameSuccessPayload<N> } }[FrameRequestName]
  | { [N in FrameRequestName]: { type: `${typeof FRAME_PREFIX}${N}Error`; id: string; payload: { message?: string } } }[FrameRequestName]
  | { [N in FrameEventName]: { type: `${typeof FRAME_PREFIX}${N}`; id?: string; payload: FrameEventPayload<N> } }[FrameEventName]

/** Whether a message's serialized size stays within MAX_MESSAGE_BYTES (a hostile sender can post anything). */
function withinSize(data: unknown): boolean {
  try {
    return JSON.stringify(data).length <= MAX_MESSAGE_BYTES
  } catch {
    return false
  }
}

/** A request from the site, parsed; undefined when it is not one (the frame ignores it). */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  if (!withinSize(data)) return undefined
  const parsed = appMessage.safeParse(data)
  return parsed.success ? (parsed.data as AppMessage) : undefined
}

/** A message from the frame, parsed; undefined when it is not one (SPEC section 8: logged as a warning, ignored). */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!withinSize(data)) return undefined
  const parsed = frameMessage.safeParse(data)
  return parsed.success ? (parsed.data as FrameMessage) : undefined
}

/**
 * Social login's result, which the frame origin's result page (after the provider sent the visitor
 * back) hands to the site: in a popup it posts `{ type: SOCIAL_RESULT_TYPE, payload }` to
 * `window.opener` at the site's origin exactly (the site checks `event.origin` is the frame's), and
 * in the full-page redirect flow it goes back to `returnTo` with SOCIAL_RESULT_PARAM (or
 * SOCIAL_ERROR_PARAM) in the query. `resultUri` is the result link the site passes on in
 * ConnectSocial; `error` is the provider's error code (`access_denied` when the visitor said no).
 */
export const SOCIAL_RESULT_TYPE = `${FRAME_PREFIX}SocialResult` as const
// Kept beside the plugin's entry, outside the schemas: a page checks its address for them at start.
export { SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '../socialReturn.js'

const socialResult = z.object({
  type: z.literal(SOCIAL_RESULT_TYPE),
  payload: z.union([
    z.object({ resultUri: text }),
    z.object({ error: z.string().check(z.minLength(1), z.maxLength(64)) }),
  ]),
})

/** The result page's message, parsed; undefined when `data` is not one (another script's message). */
export function parseSocialResult(data: unknown): { resultUri: string } | { error: string } | undefined {
  if (!withinSize(data)) return undefined
  const parsed = socialResult.safeParse(data)
  if (!parsed.success) return undefined
  const { payload } = parsed.data
  return 'resultUri' in payload ? { resultUri: payload.resultUri } : { error: payload.error }
}
