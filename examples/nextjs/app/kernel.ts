import { createKernel } from 'portico/core'
import { evm, mainnet, base } from 'portico/plugins/evm'
import { extension } from 'portico/plugins/extension'

/**
 * One kernel per page load in the browser, and one per request on the server (Providers makes it
 * in a useState initialiser): a kernel made at module level on the server would be shared by every
 * visitor the server renders for.
 */
export function createSiteKernel() {
  return createKernel({
    projectId: 'your-project-id',
    metadata: { name: 'My dApp', description: 'Trade things', url: 'https://example.com', icons: [] },
    // The networks a returning visitor's button can name on the server, before the plugins start.
    networks: [mainnet, base],
    // Keeps the connected accounts in the portico.session cookie, which layout.tsx reads.
    ssr: true,
  })
    .use(evm())
    .use(extension())
}
