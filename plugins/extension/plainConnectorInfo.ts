import type { ConnectorInfo } from 'portico/core'

/**
 * A connector's description without its methods or anything else a source hung on it, so the
 * browser wallets are plain data that views may hand the router as they are.
 */
export function plainConnectorInfo(connector: ConnectorInfo): ConnectorInfo {
  const { id, name, type, chain, imageUrl, imageId, info, explorerId } = connector
  const rdns = info?.rdns
  const icon = info?.icon
  return {
    id, name, type, chain,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(imageId === undefined ? {} : { imageId }),
    ...(info === undefined ? {} : { info: { ...(rdns === undefined ? {} : { rdns }), ...(icon === undefined ? {} : { icon }) } }),
    ...(explorerId === undefined ? {} : { explorerId }),
  }
}
