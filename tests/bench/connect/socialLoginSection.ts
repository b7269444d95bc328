import { kb, list, ms } from './emailLoginSection.js'
import type { SocialLoginFigures } from './socialLogin.js'

/** The report's section on social login and farcaster, for the services part of docs/benchmarks.md. */
export function socialLoginSection(figures: SocialLoginFigures): string[] {
  const { scripts, loadGzip, farcaster } = figures
  const farcasterRows = 'error' in farcaster
    ? [`| a Farcaster tap → ConnectingFarcaster | not measured: ${farcaster.error} |`]
    : [
        `| a Farcaster tap → ConnectingFarcaster${farcaster.codeShown ? ' with its pairing code' : ' (no pairing code shown)'}, the site's | ${list(farcaster.site)} |`,
        `| the same, the frame page's | ${list(farcaster.frame)} |`,
      ]
  return [
    '## Social login and Farcaster: the embedded wallet',
    '',
    'The `portico-social` app (`portico-email` plus `social()` and `farcaster()`, registered after `embeddedWallet()` and',
    "`email()` as the demo does; Vite's production build) against services/frame's server and page (PGlite in memory) with",
    "the local OpenID provider standing in for every social provider and the Farcaster relay stand-in, in the bench's process,",
    `and anvil. ${figures.runs} new visitors, each in a browser context of their own, open the Connect view, wait for its`,
    "social links, tap Google, sign in at the provider's page with an address of their own, and save the recovery code in",
    "the frame. Times are stamped by each document's own clock: the page's tap, the popup's first contentful paint and its",
    "'Sign in', the frame's card and 'I saved it', the page's Account view with the address. `npm run bench -- --social`",
    'runs this section alone.',
    '',
    '| social login | |',
    '| --- | --- |',
    `| scripts before the first click, gzip | ${kb(loadGzip.social)} (\`portico-email\`, without the two plugins: ${kb(loadGzip.email)}; the two cost ${kb(loadGzip.social - loadGzip.email)}) |`,
    `| frame scripts before the first click | ${list(scripts.loadFrame)} |`,
    `| Connect Wallet → the Connect view with its social links, the site's | ${list(scripts.connect.site)} |`,
    `| the same, the frame page's (its origin), loaded for the links | ${list(scripts.connect.frame)} |`,
    `| Google's tap → Account, the site's | ${list(scripts.login.site)} |`,
    `| the same, the frame page's | ${list(scripts.login.frame)} |`,
    ...farcasterRows,
    `| Google's tap → the popup paints the provider's login page, p50 (p95) | ${ms(figures.tapToProviderMs)} |`,
    `| 'Sign in' at the provider → recovery card in the frame, p50 (p95) | ${ms(figures.signInToCardMs)} |`,
    `| 'I saved it' → Account view shows the address, p50 (p95) | ${ms(figures.savedToShownMs)} |`,
    '',
    'What each figure means:',
    '',
    '- Before the first click: what registering `social()` and `farcaster()` costs a site up front, the difference of the',
    '  two apps\' first loads; the frame is not loaded yet, as nobody has logged in.',
    '- The Connect view: what its first open fetches before the tap (the modal\'s idle fetches of its other views land here or',
    '  with the tap); the frame page loads as it shows, to fetch the six providers\' links, so its scripts come here, not at the tap.',
    '- Google\'s tap → Account: the login\'s own code (the popup\'s follow-up and its wait view) and what the Account view draws.',
    '- A Farcaster tap: the pairing view, its QR code and the pairing\'s code, fetched as ConnectingFarcaster shows its code.',
    '- Tap → provider page: the popup opens on the link fetched beforehand, so this is the provider\'s own page load and paint.',
    '- \'Sign in\' → card: the provider\'s redirect to the frame\'s callback, the result to the frame, the server\'s check and',
    '  the new wallet\'s making.',
    '- \'I saved it\' → Account: the frame handing the connected wallet to the page and the Account view\'s paint.',
    '',
  ]
}
