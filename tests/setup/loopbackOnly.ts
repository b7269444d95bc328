// Tests may reach only this machine: a request to any other host fails the test that made it,
// instead of leaving the machine (msw, installed per file, sits in front of this guard).
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const realFetch = globalThis.fetch

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!LOOPBACK.has(url.hostname)) {
    return Promise.reject(new Error(`tests may only reach loopback, not ${url.host}`))
  }
  return realFetch(input, init)
}
