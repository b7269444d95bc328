import { formatValue } from '../report/writeReport.js'
import type { Chunk } from './emailScripts.js'
import type { EmailLoginFigures, Spread } from './emailLogin.js'

export const kb = (bytes: number) => formatValue(bytes, 'kb')
export const ms = ({ p50, p95 }: Spread) => `${p50.toFixed(0)} ms (${p95.toFixed(0)} ms)`
export const total = (chunks: readonly Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzip, 0)
/** The chunks by size, largest first, each named by the module Vite named it after. */
export const list = (chunks: readonly Chunk[]) => (chunks.length === 0
  ? 'none'
  : `${kb(total(chunks))} in ${chunks.length} ${chunks.length === 1 ? 'file' : 'files'}: ${[...chunks].sort((a, b) => b.gzip - a.gzip).map((chunk) => `\`${chunk.name}\` ${kb(chunk.gzip)}`).join(', ')}`)

/** The report's section on email login, for the services part of docs/benchmarks.md. */
export function emailLoginSection(figures: EmailLoginFigures): string[] {
  const { scripts } = figures
  const frameEarly = scripts.frame.filter((chunk) => chunk.phase === 'load')
  return [
    '## Email login: the embedded wallet',
    '',
    'The `portico-email` app (`portico-evm` plus `embeddedWallet({ frameUrl, chains })` and `email()`, Vite\'s production',
    "build) against services/frame's server and page (PGlite in memory) and the development mailbox, in the bench's process,",
    `and anvil. ${figures.runs} visitors, each in a browser context and with an address of their own: each signs up first (a new`,
    'visitor: code, recovery card, \'I saved it\'), then, once the server\'s 30 s per address has passed, signs out, loads the',
    'page again and signs in with a new code: a returning visitor, whose browser holds the device share and is asked no',
    'recovery code. Times run from the code\'s fill (the form sends it itself) to the card in the frame or to the Account view',
    "on screen with the address, each stamped by its own document's clock. `npm run bench -- --email` runs this section alone.",
    '',
    '| email login | |',
    '| --- | --- |',
    `| scripts before the first click, gzip | ${kb(scripts.loadGzip)} (the same app without the two plugins: ${kb(figures.baseLoadGzip)}) |`,
    `| frame scripts before the first click | ${frameEarly.length === 0 ? 'none' : list(frameEarly)} |`,
    `| returning visitor after signing out, before the first click: the site's, gzip; the frame's | ${kb(figures.returningLoad.siteGzip)}; ${list(figures.returningLoad.frame)} |`,
    `| Connect Wallet → the email field | ${list(scripts.modal)} |`,
    `| the email submitted → the code view, the site's | ${list(scripts.email)} |`,
    `| the code view → Account, the site's | ${list(scripts.afterCode)} |`,
    `| the frame page's own (its origin), the whole login | ${list(scripts.frame)}${scripts.frame.every((chunk) => chunk.phase === 'later') ? ', after the email was submitted' : ''} |`,
    `| new visitor: code filled → recovery card in the frame, p50 (p95) | ${ms(figures.newVisitor.cardMs)} |`,
    `| new visitor: 'I saved it' → Account view shows the address, p50 (p95) | ${ms(figures.newVisitor.savedToShownMs)} |`,
    `| returning visitor: code filled → Account view shows the address, p50 (p95) | ${ms(figures.returningShownMs)} |`,
    '',
    'A disconnect clears the login cache (SPEC section 4), so a visitor who signed out gets no frame at start: it loads',
    'when the email is submitted, as for a new visitor, and is there before the code is filled.',
    '',
  ]
}
