// The email bench app (portico-email) plus social login and farcaster, registered after
// embeddedWallet() and email() as demo/createDemoKernel.ts does. Without `apiUrl` the local
// features stand: SPEC's default socials, every provider of both.
import { farcaster } from '../../../../plugins/farcaster/index.js'
import { social } from '../../../../plugins/social/index.js'
import { emailKernel, renderBenchApp } from '../portico-email/emailApp.js'

renderBenchApp(emailKernel().use(social()).use(farcaster()))
