import { readFile } from 'node:fs/promises'

/** What a test adds to the README's code; each is a plain insertion at a line the README has. */
export interface SnippetVariant {
  /** Registers walletConnect() on this relay after the README's plugins, at its other defaults. */
  relayUrl?: string
  /** Passed to createKernel beside the README's options (the README leaves the default, dark). */
  themeMode?: 'dark' | 'light'
}

const USE_EXTENSION = '  .use(extension())\n'
const PROJECT_ID = "  projectId: 'your-project-id',\n"

/**
 * The page's module, made from README.md's "Using it" section: its first ```ts block (the kernel)
 * as it is, then its first ```tsx block (the `App` with the provider and buttons) rendered into #root. Only the
 * variant's insertions are added, and `window.__portico`, so a test can read the router. A README
 * that no longer has the lines the insertions need fails here, loudly, rather than testing
 * something else.
 */
export async function readmeSnippet(readmePath: string, variant: SnippetVariant = {}): Promise<string> {
  const readme = await readFile(readmePath, 'utf8')
  const section = readme.slice(readme.indexOf('## Using it'))
  const block = (lang: string) => {
    const match = new RegExp('```' + lang + '\\n([^]*?)```').exec(section)
    if (!match) throw new Error(`README.md's "Using it" section has no \`\`\`${lang} block`)
    return match[1]!
  }
  let kernelCode = block('ts')
  const insert = (anchor: string, text: string) => {
    if (!kernelCode.includes(anchor)) throw new Error(`README.md's snippet no longer has the line ${JSON.stringify(anchor)}`)
    kernelCode = kernelCode.replace(anchor, anchor + text)
  }
  if (variant.relayUrl) {
    insert(USE_EXTENSION, `  .use(walletConnect({ relayUrl: ${JSON.stringify(variant.relayUrl)} }))\n`)
    kernelCode = `import { walletConnect } from 'portico/plugins/walletconnect'\n${kernelCode}`
  }
  if (variant.themeMode) insert(PROJECT_ID, `  themeMode: ${JSON.stringify(variant.themeMode)},\n`)

  const view = block('tsx')
  if (!view.includes('export const App')) throw new Error("README.md's ```tsx block no longer exports App")
  const imports = view.split('\n').filter((line) => line.startsWith('import '))
  const app = view.split('\n').filter((line) => !line.startsWith('import ')).join('\n').trim()
  return [
    kernelCode,
    'window.__portico = kernel',
    ...imports,
    "import { createRoot } from 'react-dom/client'",
    app,
    "createRoot(document.getElementById('root')!).render(<App />)",
    '',
  ].join('\n')
}
