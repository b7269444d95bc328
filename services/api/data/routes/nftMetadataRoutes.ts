import { HttpError, type ApiRequest, type Route } from '../../http/Route.js'
import { shapesImage } from '../../images/shapesImage.js'
import { svgResponse } from '../../images/svgResponse.js'
import { hostedImagePath, hostedToken } from '../nfts/hostedCollections.js'

/**
 * The metadata and images of the NFT collections this API hosts (hostedCollections.ts), where
 * their token URIs point. Public, without the project parameters: a token URI is read by any
 * wallet or marketplace, as ERC-721 metadata is. 404 for a collection or token it does not host.
 *
 *   GET /v1/nft/:collection/:tokenId        -> { name, description, image }   ERC-721 metadata JSON
 *   GET /v1/nft/:collection/:tokenId/image  -> image/svg+xml                  the token's picture
 */
export function nftMetadataRoutes(publicBase: (request: ApiRequest) => string): Route[] {
  const find = (request: ApiRequest) => {
    const token = hostedToken(request.params.collection ?? '', request.params.tokenId ?? '')
    if (!token) throw new HttpError(404, 'No hosted NFT has this collection and token id')
    return token
  }
  return [
    {
      method: 'GET',
      path: '/v1/nft/:collection/:tokenId',
      async handle(request) {
        const token = find(request)
        return {
          status: 200,
          headers: { 'cache-control': 'public, max-age=3600' },
          body: {
            name: token.name,
            description: token.collection.description,
            image: new URL(hostedImagePath(token.slug, token.tokenId), publicBase(request)).toString(),
          },
        }
      },
    },
    {
      method: 'GET',
      path: '/v1/nft/:collection/:tokenId/image',
      async handle(request) {
        const token = find(request)
        return svgResponse(request, shapesImage(`${token.slug}:${token.tokenId}`))
      },
    },
  ]
}
