// README's "Using it" snippet: no apiUrl, so the modal offers the wallets installed in the browser
// and fetches nothing from Portico's services. <KernelProvider> starts the kernel after first paint.
import { createKernel } from 'portico/core'
import { evm } from 'portico/plugins/evm'
import { extension } from 'portico/plugins/extension'

export const kernel = createKernel({
  projectId: 'your-project-id',
  metadata: { name: 'My dApp', description: 'Trade things', url: 'https://example.com', icons: [] },
})
  .use(evm())
  .use(extension())
