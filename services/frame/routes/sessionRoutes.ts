import { endSession } from '../auth/sessions.js'
import { findWallet, storeWallet } from '../auth/wallets.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { walletSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { requireSession } from './requireSession.js'

/**
 * What a session may do: read its address and wallet (the auth share leaves the server only this
 * way and by the code itself), store the address's first wallet, and end.
 */
export function sessionRoutes(deps: FrameDeps): FrameRoute[] {
  return [
    defineFrameRoute({
      method: 'GET',
      path: '/v1/session',
      async handle({ bearer }) {
        const { email } = await requireSession(deps, bearer)
        return { status: 200, body: { email, wallet: await findWallet(deps.sql, email) } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/wallet',
      body: walletSchema,
      async handle({ body, bearer }) {
        const { email } = await requireSession(deps, bearer)
        if (!(await storeWallet(deps.sql, email, body, deps.now()))) throw new FrameServerError('WALLET_EXISTS')
        return { status: 201, body: { email, wallet: body } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/session/end',
      async handle({ bearer }) {
        const { token } = await requireSession(deps, bearer)
        await endSession(deps.sql, token)
        return { status: 204 }
      },
    }),
  ]
}
