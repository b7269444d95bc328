import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from './builtFiles.js'
import { siteProject, type SiteProject } from './siteProject.js'

// A site compiled for the browser has no @types/node, and many keep skipLibCheck off: Portico's
// .d.ts must then check as they are, each entry reached through package.json's exports.
const CONSUMER = `
import { createKernel, isPorticoError, KernelError } from 'portico/core'
import { evm } from 'portico/plugins/evm'
import { extension } from 'portico/plugins/extension'
import { walletConnect } from 'portico/plugins/walletconnect'
import { ConnectButton, KernelProvider, NetworkButton, useAccount } from 'portico/react'

export const kernel = createKernel({
  projectId: 'your-project-id',
  metadata: { name: 'My dApp', description: 'Trade things', url: 'https://example.com', icons: [] },
})
  .use(evm())
  .use(extension())
  .use(walletConnect())

export const failed = (error: unknown): boolean => isPorticoError(error) || error instanceof KernelError

function Address() {
  return <span>{useAccount().address}</span>
}

export const App = () => (
  <KernelProvider kernel={kernel}>
    <NetworkButton />
    <ConnectButton />
    <Address />
  </KernelProvider>
)
`

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['consumer.tsx'],
}

describe('types as a site compiles them', () => {
  let site: SiteProject
  beforeAll(() => {
    // The site's own React types, and Portico's dependencies; never @types/node.
    site = siteProject({ links: ['@types/react', '@types/react-dom', 'react', 'react-dom', 'immer', 'mitt', 'zod', 'uqr', '@tanstack/react-virtual'] })
    writeFileSync(join(site.dir, 'consumer.tsx'), CONSUMER)
    writeFileSync(join(site.dir, 'tsconfig.json'), JSON.stringify(TSCONFIG))
  })
  afterAll(() => site?.remove())

  it('rule: the package types check with skipLibCheck off and no @types/node', () => {
    const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
    let output = ''
    try {
      execFileSync(process.execPath, [tsc, '-p', site.dir], { cwd: site.dir, encoding: 'utf8', stdio: 'pipe' })
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error)
    }
    expect(output).toBe('')
  })
})
