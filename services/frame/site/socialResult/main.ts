import * as z from 'zod/mini'
import { parseSocialResult, SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM, SOCIAL_RESULT_TYPE } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'

/**
 * The social result page's script (services/frame/page/socialResultPage.ts writes the page): hands
 * the outcome to the site that started the sign-in, in a popup by postMessage to the opener at the
 * site's origin exactly, else back to the site's page (`returnTo`) with the outcome in its query.
 */
const pageData = z.object({
  siteOrigin: z.string().check(z.maxLength(2_048)),
  returnTo: z.nullable(z.string().check(z.maxLength(2_048))),
  payload: z.unknown(),
})

function run(window: Window): void {
  const note = window.document.getElementById('note')
  const showNote = () => note?.removeAttribute('hidden')
  const data = z.safeParse(pageData, JSON.parse(window.document.querySelector('meta[name="portico-social"]')?.getAttribute('content') ?? 'null'))
  const message = { type: SOCIAL_RESULT_TYPE, payload: data.success ? data.data.payload : undefined }
  const result = parseSocialResult(message)
  if (!data.success || !result) return showNote()
  if (data.data.returnTo !== null) {
    const back = new URL(data.data.returnTo)
    back.searchParams.set('resultUri' in result ? SOCIAL_RESULT_PARAM : SOCIAL_ERROR_PARAM, 'resultUri' in result ? result.resultUri : result.error)
    return window.location.replace(back.href)
  }
  // The opener is gone when the site's page navigated away or its COOP cut the tie: nothing to tell.
  window.opener?.postMessage(message, data.data.siteOrigin)
  window.close()
  // Still here: this window was not opened by script, so it cannot close itself.
  window.setTimeout(showNote, 500)
}

run(window)
