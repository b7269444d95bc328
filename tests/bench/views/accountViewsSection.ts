import { formatValue } from '../report/writeReport.js'
import type { AccountViewFigures } from './accountViews.js'

const kb = (bytes: number) => formatValue(bytes, 'kb')

/** The report's section on the account views, for the services part of docs/benchmarks.md. */
export function accountViewsSection(figures: AccountViewFigures): string[] {
  const early = figures.views.filter((view) => view.inEntry)
  return [
    '## Account views',
    '',
    'The `portico-account` app (`portico-evm` plus the account plugins a site adds: `tokens()`, `nfts()`, `send()`, `receive()`, `activity()`, `names()`) in',
    "Vite's production build, read from its manifest: the page's first scripts (the entry and its static imports, gzip at",
    "level 9) against `portico-evm`'s, and what each view fetches when a visitor first opens it, beyond those. A view's",
    'module in the first scripts would be a defect. `npm run bench -- --account` runs this section alone.',
    '',
    '| account views | |',
    '| --- | --- |',
    `| scripts before the first click, gzip | ${kb(figures.entryGzip)} (the same app without the account plugins: ${kb(figures.baseEntryGzip)}) |`,
    ...figures.views.map((view) => `| first open of ${view.label}, gzip | ${kb(view.gzip)} in ${view.files} ${view.files === 1 ? 'file' : 'files'}${view.inEntry ? ' (its module is in the first scripts: a defect)' : ''} |`),
    '',
    early.length === 0
      ? 'None of the account views is in the first scripts: each loads when a visitor opens it.'
      : `In the first scripts, which they should not be: ${early.map((view) => view.label).join(', ')}.`,
    '',
  ]
}
