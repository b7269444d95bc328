import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sourceAliases } from '../../../sourceAliases.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/** The frame page's sources: services/frame/site, written beside this server. */
export const DEFAULT_SITE_ROOT = fileURLToPath(new URL('../site/', import.meta.url))
/** Where the page is served; its built files refer to each other under it. */
export const FRAME_BASE = '/frame/'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export interface PageFile {
  bytes: Uint8Array
  contentType: string
}

/**
 * Builds the frame page (`index.html` of `siteRoot` and what it imports) once, with Vite, for
 * production, and keeps the files in memory by their path under /frame/: a few hundred kilobytes,
 * served without touching the disk again, and nothing on disk to clean up after a crash.
 */
export async function buildFramePage(siteRoot: string = DEFAULT_SITE_ROOT): Promise<ReadonlyMap<string, PageFile>> {
  if (!(await stat(join(siteRoot, 'index.html')).catch(() => undefined))?.isFile()) {
    throw new Error(`the frame page has no index.html in ${siteRoot}`)
  }
  // Loaded here, not at import: a server without a page never pays for Vite.
  const { build } = await import('vite')
  const outDir = await mkdtemp(join(tmpdir(), 'portico-frame-'))
  try {
    await build({
      configFile: false,
      envFile: false,
      root: siteRoot,
      base: FRAME_BASE,
      mode: 'production',
      logLevel: 'error',
      // As the demo: @solana/web3.js' CommonJS parts require the npm package `buffer`.
      resolve: { alias: [...sourceAliases(REPO_ROOT), { find: /^buffer$/, replacement: 'buffer/' }] },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 100_000, rollupOptions: { input: join(siteRoot, 'index.html') } },
    })
    const files = new Map<string, PageFile>()
    for (const path of await listFiles(outDir)) {
      const name = relative(outDir, path).split(sep).join('/')
      files.set(name, { bytes: await readFile(path), contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' })
    }
    return files
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])))
  return nested.flat()
}
