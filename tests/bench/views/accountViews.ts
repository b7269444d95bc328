import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { z } from 'zod'
import { buildApp } from '../build/buildApp.js'

const gzipAsync = promisify(gzip)

/** The views a connected visitor opens, by the module react/ loads for each. */
export const ACCOUNT_VIEWS: readonly { label: string; module: string }[] = [
  { label: 'Account', module: 'react/views/Account.tsx' },
  { label: 'Tokens tab', module: 'react/views/Tokens/TokensTab.tsx' },
  { label: 'NFTs tab', module: 'react/views/Nfts/NftsTab.tsx' },
  { label: 'Activity tab', module: 'react/views/Activity/ActivityTab.tsx' },
  { label: 'Send', module: 'react/views/Send/SendView.tsx' },
  { label: 'Receive', module: 'react/views/Receive/ReceiveView.tsx' },
]

export interface ViewFigure {
  label: string
  /** What opening it fetches beyond the page's first scripts, gzip, and in how many files. */
  gzip: number
  files: number
  /** Whether its module rides in the page's first scripts: a defect. */
  inEntry: boolean
}

export interface AccountViewFigures {
  /** The page's first scripts (the entry and its static imports), gzip: portico-evm, then portico-account. */
  baseEntryGzip: number
  entryGzip: number
  views: ViewFigure[]
}

// Vite's build manifest: each chunk by its source, with the chunks it imports statically.
const manifestSchema = z.record(z.string(), z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
}))
type Manifest = z.infer<typeof manifestSchema>

/**
 * The account views' JavaScript, read from Vite's production builds of portico-evm and of
 * portico-account (the same site with the account plugins): what registering them adds to the
 * page's first scripts, and what each view fetches when a visitor first opens it, beyond those.
 */
export async function benchAccountViews(benchDir: string, cacheDir: string): Promise<AccountViewFigures> {
  const repo = path.resolve(benchDir, '..', '..')
  const base = await buildApp(path.join(benchDir, 'apps', 'portico-evm'), { cacheDir, manifest: true })
  const app = await buildApp(path.join(benchDir, 'apps', 'portico-account'), { cacheDir, manifest: true })
  const [baseManifest, manifest] = await Promise.all([readManifest(base.distDir), readManifest(app.distDir)])
  const sizeOf = createGzipSizer()
  const entryFiles = closure(manifest, entryKey(manifest))
  const views: ViewFigure[] = []
  for (const view of ACCOUNT_VIEWS) {
    const key = Object.keys(manifest).find((candidate) => path.resolve(path.join(benchDir, 'apps', 'portico-account'), candidate) === path.join(repo, view.module))
    if (!key) throw new Error(`${view.module} is not a chunk of its own in the portico-account build`)
    const added = [...closure(manifest, key)].filter((file) => !entryFiles.has(file))
    views.push({ label: view.label, gzip: await sizeOf(app.distDir, added), files: added.length, inEntry: entryFiles.has(manifest[key]!.file) })
  }
  return {
    baseEntryGzip: await sizeOf(base.distDir, [...closure(baseManifest, entryKey(baseManifest))]),
    entryGzip: await sizeOf(app.distDir, [...entryFiles]),
    views,
  }
}

async function readManifest(distDir: string): Promise<Manifest> {
  return manifestSchema.parse(JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')))
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry)
  if (!key) throw new Error('the build has no entry chunk')
  return key
}

/** The files a chunk needs before it runs: itself and its static imports, all the way down. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files)
  return files
}

function createGzipSizer() {
  return async (distDir: string, files: readonly string[]): Promise<number> => {
    let total = 0
    for (const file of files) total += (await gzipAsync(await readFile(path.join(distDir, file)), { level: 9 })).length
    return total
  }
}
