import { createApiClient, type ApiClient } from '../api/createApiClient.js'
import type { Kernel } from '../kernel/types.js'

const WALLET_API = Symbol('portico.wallet-api')

/**
 * The kernel's one provider API client for wallet listings and images. It must be one: the client
 * unlocks wallet images only for ids its own listings returned (SPEC section 5), so the listing
 * calls and the image calls have to share it. Undefined when the site named no `apiUrl`: then there
 * is no wallet registry, and nothing is fetched for one.
 */
export const walletApi = (kernel: Kernel): ApiClient | undefined =>
  kernel.options.apiUrl ? kernel.local(WALLET_API, () => createApiClient(kernel)) : undefined
