import { ApiError } from '../errors/ApiError.js'
import type { ApiClient, ApiClientOptions } from './createApiClient.js'
import type { ApiKernel } from './createApiTransport.js'

/**
 * The provider API client, its code fetched with the first request instead of with a site's start:
 * a page without `apiUrl` never needs it, and nothing at start waits for the API any more. A fetch
 * of the code that fails (the page is offline) is the API_NETWORK_ERROR of a request that could not
 * be sent, named after `endpoint`, the request that wanted the client.
 */
export async function loadApiClient(kernel: ApiKernel, endpoint: string, options: ApiClientOptions = {}): Promise<ApiClient> {
  try {
    const { createApiClient } = await import('./createApiClient.js')
    return createApiClient(kernel, options)
  } catch (error) {
    throw new ApiError('API_NETWORK_ERROR', { endpoint, details: 'the API client could not be loaded', cause: error })
  }
}
