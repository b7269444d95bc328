import { HttpError } from '../http/HttpError.js'
import { defineRoute, type Route } from '../http/Route.js'
import { initialsImage } from '../images/initialsImage.js'
import { imageResponse, svgResponse } from '../images/svgResponse.js'
import { queryWallets } from '../registry/queryWallets.js'
import { walletQuerySchema } from '../registry/walletQuerySchema.js'
import { createListingCache } from '../registry/createListingCache.js'
import { createProjectLookup, type ProjectLookup } from '../projects/createProjectLookup.js'

const LISTING_MAX_AGE_SECONDS = 300
import { requireProject } from './requireProject.js'

/**
 * GET /getWallets and GET /getWalletImage/{id} over the wallets and wallet_logos tables (SPEC section 7).
 * The listing is the hot route: its project comes from `projects`, read once per interval, not per request.
 */
export function walletRoutes(projects: ProjectLookup = createProjectLookup()): Route[] {
  const listings = createListingCache()
  return [
    defineRoute({
      method: 'GET',
      path: '/getWallets',
      schema: { querystring: walletQuerySchema.describe('wallet query') },
      async handle(request, { sql }) {
        await requireProject(sql, request.url, projects)
        const parameters = request.query
        const { json, etag } = await listings.get(sql, JSON.stringify(parameters), () => queryWallets(sql, parameters))
        // Browsers and CDNs keep a listing five minutes and revalidate it by ETag after.
        const headers = { etag, 'cache-control': `public, max-age=${LISTING_MAX_AGE_SECONDS}` }
        const known = request.headers['if-none-match']
        if (known !== undefined && known.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers }
        return { status: 200, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, raw: json }
      },
    }),
    {
      // The widget asks by wallet id; other clients ask by image_id, as registries usually do.
      method: 'GET',
      path: '/getWalletImage/:id',
      async handle(request, { sql }) {
        await requireProject(sql, request.url)
        const id = request.params.id!
        const [wallet] = await sql.query<{ id: string; name: string; content_type: string | null; bytes: Uint8Array | null }>(
          `SELECT w.id, w.name, l.content_type, l.bytes FROM wallets w LEFT JOIN wallet_logos l ON l.image_id = w.image_id
           WHERE w.id = $1 OR w.image_id = $1 ORDER BY w.rank LIMIT 1`,
          [id],
        )
        if (!wallet) throw new HttpError(404, 'No wallet image has this id')
        // An imported logo when registry:import stored one; else the listing's initials.
        if (wallet.content_type && wallet.bytes) return imageResponse(request, wallet.bytes, wallet.content_type)
        return svgResponse(request, initialsImage(wallet.name, wallet.id))
      },
    },
  ]
}
