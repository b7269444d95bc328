import { MISSING_PEER_MESSAGE } from './optionalPeers.js'

/*
 * What a missing optional peer resolves to under withPortico (Next.js): importing it fails, so the
 * flow that needs the peer fails with PEER_DEPENDENCY_MISSING naming the package, while the site
 * builds and every other flow works.
 */
throw new Error(MISSING_PEER_MESSAGE)
