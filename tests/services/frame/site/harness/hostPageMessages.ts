import type { Page } from 'playwright-core'

// The test's side of the page serveHostPages serves, which records what the frame posts in
// window.received and posts requests with window.send; one copy, so every frame test in Chromium
// reads the frame's answers the same way.

/** A message the frame posted to a page served by serveHostPages, as the page recorded it. */
export interface HostPageMessage {
  type: string
  id?: string
  payload: Record<string, unknown>
}

type HostWindow = { received: HostPageMessage[]; send(type: string, id: string, payload: unknown): void }

export const received = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).received)

export const send = (page: Page, type: string, id: string, payload: Record<string, unknown> = {}) =>
  page.evaluate(([type, id, payload]) => (window as unknown as HostWindow).send(type, id, payload), [type, id, payload] as const)

/** The frame's answer to request `id`. */
export async function answerTo(page: Page, id: string): Promise<HostPageMessage> {
  await page.waitForFunction((id) => (window as unknown as HostWindow).received.some((message) => message.id === id), id, { timeout: 30_000 })
  return (await received(page)).find((message) => message.id === id)!
}

export const ready = (page: Page) =>
  page.waitForFunction(() => (window as unknown as HostWindow).received.some((message) => message.type === '@portico/frame/Ready'), undefined, { timeout: 30_000 })
