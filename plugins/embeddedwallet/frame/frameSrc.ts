import { EmbeddedFrameError } from '../EmbeddedFrameError.js'

/** What the frame is told in its URL (SPEC section 7): the project, the chain, the version, logging, the public RPC host. */
export interface FrameSrcParameters {
  frameUrl: string
  projectId: string
  chainId: string | undefined
  version: string
  enableLogger: boolean
  rpcUrl: string | undefined
}

/**
 * The hidden iframe's source: the site's frame URL with SPEC's query parameters. Only the frame
 * URL's origin is ever posted to, so a URL that is not http(s) is refused here, before any iframe.
 */
export function frameSrc({ frameUrl, projectId, chainId, version, enableLogger, rpcUrl }: FrameSrcParameters): string {
  const url = URL.canParse(frameUrl) ? new URL(frameUrl) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new EmbeddedFrameError('INVALID_FRAME_URL', { details: `embeddedWallet() was given ${JSON.stringify(frameUrl.slice(0, 200))}` })
  url.searchParams.set('projectId', projectId)
  if (chainId !== undefined) url.searchParams.set('chainId', chainId)
  url.searchParams.set('version', version)
  url.searchParams.set('enableLogger', String(enableLogger))
  if (rpcUrl !== undefined) url.searchParams.set('rpcUrl', rpcUrl)
  return url.toString()
}
