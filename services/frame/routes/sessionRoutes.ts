import { emailOfAccount } from '../auth/accountKeys.js'
import { endSession } from '../auth/sessions.js'
import { findWallet, storeWallet } from '../auth/wallets.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { walletSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { requireSession } from './requireSession.js'

/**
 * What a session may do: read its account and wallet (the auth share leaves the server only this
 * way and by a sign-in itself), store the account's first wallet, and end. `email` is null for an
 * account without one (a social identity without a verified email, farcaster).
 */
export function sessionRoutes(deps: FrameDeps): FrameRoute[] {
  return [
    defineFrameRoute({
      method: 'GET',
      path: '/v1/session',
      async handle({ bearer }) {
        const { account, authProvider, userName } = await requireSession(deps, bearer)
        const wallet = await findWallet(deps.sql, account)
        return { status: 200, body: { email: emailOfAccount(account), authProvider, ...(userName === undefined ? {} : { userName }), wallet } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/wallet',
      body: walletSchema,
      async handle({ body, bearer }) {
        const { account } = await requireSession(deps, bearer)
        if (!(await storeWallet(deps.sql, account, body, deps.now()))) throw new FrameServerError('WALLET_EXISTS')
        return { status: 201, body: { email: emailOfAccount(account), wallet: body } }
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
