import { fileURLToPath } from 'node:url'

/** Where the result page's script is served (a path of the frame's own origin, allowed by its CSP). */
export const SOCIAL_RESULT_SCRIPT_PATH = '/v1/social/result-page.js'
const ENTRY = fileURLToPath(new URL('../site/socialResult/main.ts', import.meta.url))

/** What the result page hands on: to `siteOrigin`'s opener, or back to `returnTo`. */
export interface SocialResultPageData {
  siteOrigin: string
  returnTo: string | null
  payload: { resultUri: string } | { error: string }
}

/**
 * Bundles the result page's script (site/socialResult/main.ts, with the protocol's schema) with
 * esbuild, Vite's own bundler, into memory: a few kilobytes in well under a second, so a server
 * without the frame page (siteRoot: false) has it too.
 */
export async function buildSocialResultScript(): Promise<string> {
  const { build } = await import('esbuild')
  const built = await build({ entryPoints: [ENTRY], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, write: false, logLevel: 'silent' })
  return built.outputFiles[0]!.text
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The page the provider's callback answers with, on the frame's origin and under its CSP: no inline
 * script, the outcome in a meta tag its script reads, and a line for a window that cannot close.
 */
export function socialResultPage(data: SocialResultPageData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="portico-social" content="${escapeAttribute(JSON.stringify(data))}">
<title>Signing in</title>
<script type="module" src="${SOCIAL_RESULT_SCRIPT_PATH}"></script>
</head>
<body>
<p id="note" hidden>You can close this window.</p>
</body>
</html>
`
}
