import { HttpError } from '../http/HttpError.js'
import type { Route } from '../http/Route.js'
import type { AssetImageKind } from '../images/assetImages.js'
import { initialsImage } from '../images/initialsImage.js'
import { svgResponse } from '../images/svgResponse.js'
import { requireProject } from './requireProject.js'

const ENDPOINTS: readonly { path: string; kind: AssetImageKind; what: string }[] = [
  { path: '/public/getAssetImage/:id', kind: 'network', what: 'asset' },
  { path: '/public/getCurrencyImage/:id', kind: 'currency', what: 'currency' },
  { path: '/public/getTokenImage/:id', kind: 'token', what: 'token' },
]

/**
 * The public images of SPEC section 7 over the asset_images table: network images by their image
 * id (case-sensitive, as CAIP references are), currencies and tokens by code or symbol in any case.
 * Networks and tokens are circles with initials or the symbol; currencies show their code.
 */
export function assetImageRoutes(): Route[] {
  return ENDPOINTS.map(({ path, kind, what }): Route => ({
    method: 'GET',
    path,
    async handle(request, { sql }) {
      await requireProject(sql, request.url)
      const raw = request.params.id!
      const id = kind === 'network' ? raw : raw.toUpperCase()
      const [image] = await sql.query<{ id: string; label: string }>(
        'SELECT id, label FROM asset_images WHERE kind = $1 AND id = $2',
        [kind, id],
      )
      if (!image) throw new HttpError(404, `No ${what} image has this id`)
      const seed = `${kind}:${image.id}`
      const svg = kind === 'network'
        ? initialsImage(image.label, seed, { shape: 'circle' })
        : initialsImage(image.label, seed, { shape: 'circle', text: image.label })
      return svgResponse(request, svg)
    },
  }))
}
