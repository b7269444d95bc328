import { closeModal } from '../core/actions/closeModal.js'
import { openModal } from '../core/actions/openModal.js'
import { showToast } from '../core/actions/showToast.js'
import { createKernel } from '../core/kernel/createKernel.js'
import type { KernelEvents } from '../core/events/KernelEvents.js'
import { goBack } from '../core/router/goBack.js'
import { push } from '../core/router/push.js'

// Until the local provider API exists (services/api), the demo runs in basic mode and reports no
// analytics, so nothing leaves the machine.
const kernel = createKernel(
  {
    projectId: 'portico-demo',
    basic: true,
    apiUrl: `${location.origin}/api`,
    metadata: { name: 'Portico demo', description: 'The Portico demo dApp', url: location.origin, icons: [] },
  },
  { services: { analytics: false } },
)

const stateView = document.querySelector<HTMLPreElement>('#state')!
const eventsView = document.querySelector<HTMLPreElement>('#events')!
const log: string[] = []

function render() {
  const { open, loading, shake } = kernel.store('modal').getState()
  const { view, history, direction } = kernel.store('router').getState()
  const { toast } = kernel.store('notifications').getState()
  const { features, remoteConfigStatus } = kernel.store('options').getState()
  stateView.textContent = JSON.stringify(
    {
      status: kernel.status,
      modal: { open, loading, shake },
      router: { view, direction, history: history.map((entry) => entry.view) },
      toast: toast && { message: toast.message, variant: toast.variant, open: toast.open },
      remoteConfigStatus,
      features: { email: features.email, socials: features.socials, multiWallet: features.multiWallet },
    },
    null,
    2,
  )
}

for (const slice of ['modal', 'router', 'notifications', 'options'] as const) kernel.store(slice).subscribe(render)
const watched: (keyof KernelEvents)[] = ['kernel:started', 'modal:opened', 'modal:closed', 'router:changed']
for (const type of watched) {
  kernel.events.on(type, (payload) => {
    log.unshift(`${new Date().toLocaleTimeString()}  ${type}  ${payload ? JSON.stringify(payload) : ''}`)
    eventsView.textContent = log.slice(0, 12).join('\n')
  })
}

const on = (id: string, run: () => void) => document.getElementById(id)!.addEventListener('click', run)
on('open', () => openModal(kernel))
on('push', () => push(kernel, 'AllWallets'))
on('back', () => goBack(kernel))
on('toast', () => showToast(kernel, { message: 'Hello from the kernel', variant: 'success' }))
on('close', () => closeModal(kernel))

await kernel.start()
render()
