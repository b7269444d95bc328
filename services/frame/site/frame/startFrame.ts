import { FRAME_PREFIX } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { createFrameApi, FrameApiError } from '../api/createFrameApi.js'
import { embeddingOrigin } from '../boundary/embeddingOrigin.js'
import { createSiteChannel } from '../boundary/createSiteChannel.js'
import { createDeviceShareStore } from '../shares/deviceShareStore.js'
import { createMemoryStore, openIndexedDbStore, type KeyValueStore } from '../shares/keyValueStore.js'
import { createSocialLogin } from '../social/createSocialLogin.js'
import { createFrameView } from '../view/createFrameView.js'
import { createAccountSession } from '../wallet/createAccountSession.js'
import { createFarcasterLogin } from '../wallet/createFarcasterLogin.js'
import { createRequestAnswerer } from './answerRequests.js'
import { createChainMemory } from './createChainMemory.js'
import { createRequestHandlers } from './createRequestHandlers.js'
import { createVisitorPrompts } from './createVisitorPrompts.js'
import { FrameError } from './FrameError.js'

/** The frame's own version, told to the site in Ready. */
export const FRAME_VERSION = '1'
const DATABASE = 'portico-frame'

async function openStore(window: Window): Promise<KeyValueStore> {
  try {
    return await openIndexedDbStore(window.indexedDB, DATABASE)
  } catch (error) {
    // Private modes and storage-blocking settings refuse IndexedDB: the wallet then lasts one page load.
    console.warn('[frame] IndexedDB is not available; nothing is kept after this page', error)
    return createMemoryStore()
  }
}

/**
 * The frame page's start: learn who embeds the frame, ask the auth server whether the project
 * allows that origin, then answer that origin's parent window alone. A disallowed origin gets
 * Ready and `unverified_domain` for every request, so the site shows why; a frame that could not
 * ask (no origin, no server) stays silent and the site times out with iframe_load_failed.
 */
export async function startFrame(window: Window): Promise<void> {
  const query = new URLSearchParams(window.location.search)
  const projectId = query.get('projectId') ?? ''
  const origin = embeddingOrigin({ ancestorOrigins: window.location.ancestorOrigins, referrer: window.document.referrer })
  if (!origin || window.parent === window) return console.warn('[frame] not embedded by a page whose origin the browser tells')

  const api = createFrameApi(window.fetch.bind(window))
  let allowed: boolean
  try {
    allowed = await api.isOriginAllowed(projectId, origin)
  } catch (error) {
    if (!(error instanceof FrameApiError && error.status < 500)) return console.error('[frame] the origin check failed', error)
    allowed = false
  }

  if (!allowed) {
    const channel = createSiteChannel(window, origin, (message) => void refuseAll(message))
    const refuseAll = createRequestAnswerer({}, channel.post, () => new FrameError('UNVERIFIED_DOMAIN'))
    channel.post({ type: `${FRAME_PREFIX}Ready`, payload: { version: FRAME_VERSION } })
    return
  }

  const store = await openStore(window)
  const root = window.document.getElementById('frame') ?? window.document.body
  const view = createFrameView(window.document, root)
  view.setTheme('dark')
  const chainParameter = query.get('chainId') ?? '1'
  const chains = createChainMemory(/^\d+$/.test(chainParameter) ? Number(chainParameter) : chainParameter, query.get('rpcUrl') ?? undefined)
  const channel = createSiteChannel(window, origin, (message) => void answer(message))
  const prompts = createVisitorPrompts(view, channel.post)
  const session = createAccountSession({ api, store, deviceShares: createDeviceShareStore(store), visitor: prompts, projectId, origin })
  const social = createSocialLogin({ api, store, frameOrigin: window.location.origin, projectId, origin, crypto: window.crypto })
  const farcaster = createFarcasterLogin({ api, session, projectId, origin, crypto: window.crypto })
  const handlers = createRequestHandlers({ session, social, chains, prompts, view, fetch: window.fetch.bind(window), site: origin, farcaster })
  const answer = createRequestAnswerer(handlers, channel.post)
  channel.post({ type: `${FRAME_PREFIX}Ready`, payload: { version: FRAME_VERSION } })
}
