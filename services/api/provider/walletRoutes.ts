import { HttpError } from '../http/HttpError.js'
import { parseInput } from '../http/parseInput.js'
import type { Route } from '../http/Route.js'
import { initialsImage } from '../images/initialsImage.js'
import { svgResponse } from '../images/svgResponse.js'
import { queryWallets } from '../registry/queryWallets.js'
import { walletQuerySchema } from '../registry/walletQuerySchema.js'
import { requireProject } from './requireProject.js'

/** GET /getWallets and GET /getWalletImage/{id} over the wallets table (SPEC section 7). */
export function walletRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/getWallets',
      async handle(request, { sql }) {
        const { query } = await requireProject(sql, request.url)
        const parameters = parseInput(walletQuerySchema, query, 'wallet query')
        return { status: 200, body: await queryWallets(sql, parameters) }
      },
    },
    {
      // The widget asks by wallet id; other clients ask by image_id, as registries usually do.
      method: 'GET',
      path: '/getWalletImage/:id',
      async handle(request, { sql }) {
        await requireProject(sql, request.url)
        const id = request.params.id!
        const [wallet] = await sql.query<{ id: string; name: string }>(
          'SELECT id, name FROM wallets WHERE id = $1 OR image_id = $1 ORDER BY rank LIMIT 1',
          [id],
        )
        if (!wallet) throw new HttpError(404, 'No wallet image has this id')
        return svgResponse(request, initialsImage(wallet.name, wallet.id))
      },
    },
  ]
}
