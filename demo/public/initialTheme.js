// The theme before first paint, so a light-theme visitor never sees a dark flash (theme.ts has the
// same rule). A classic script of the page's own origin, not an inline one, so the demo runs under
// a Content-Security-Policy whose script-src is just 'self'. Served as is, never bundled.
try {
  const saved = localStorage.getItem('portico-demo-theme')
  document.documentElement.dataset.theme = saved === 'light' || saved === 'dark' ? saved
    : matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
} catch {
  document.documentElement.dataset.theme = 'dark'
}
