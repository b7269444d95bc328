import type { SocialResult } from '../EmbeddedWalletService.js'
import { parseSocialResult, SOCIAL_RESULT_TYPE } from '../protocol/frameProtocol.js'
import { SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '../socialReturn.js'

export interface NextSocialResultParameters {
  window: Window
  /** The frame's origin: its result page alone speaks for it. */
  origin: string
  /** The popup, when the result is to come from it. */
  source: Window | null
  signal: AbortSignal
}

/**
 * The next result the frame's social result page posts to `window`. A message from any other
 * origin or window, or of any other shape, is not one: it is ignored, and the wait goes on.
 */
export function nextSocialResult({ window, origin, source, signal }: NextSocialResultParameters): Promise<SocialResult> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', listener)
      signal.removeEventListener('abort', aborted)
    }
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || (source !== null && event.source !== source)) return
      const result = parseSocialResult(event.data)
      if (!result) return
      stop()
      resolve(result)
    }
    const aborted = () => {
      stop()
      reject(signal.reason)
    }
    if (signal.aborted) return reject(signal.reason)
    window.addEventListener('message', listener)
    signal.addEventListener('abort', aborted)
  })
}

/**
 * The social result the redirect flow left in the page's address, taken out of it (the page's
 * history entry is replaced, nothing reloads). A result link must point at the frame's own
 * origin; anything else there is no result.
 */
export function takeSocialReturn(window: Window, origin: string): SocialResult | undefined {
  const url = new URL(window.location.href)
  const resultUri = url.searchParams.get(SOCIAL_RESULT_PARAM)
  const error = url.searchParams.get(SOCIAL_ERROR_PARAM)
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  url.searchParams.delete(SOCIAL_ERROR_PARAM)
  window.history.replaceState(window.history.state, '', url)
  const onFrame = resultUri !== null && URL.canParse(resultUri) && new URL(resultUri).origin === origin
  if (onFrame) return parseSocialResult({ type: SOCIAL_RESULT_TYPE, payload: { resultUri } })
  return error === null ? undefined : parseSocialResult({ type: SOCIAL_RESULT_TYPE, payload: { error: error.slice(0, 64) || 'unknown' } })
}
