import fc from 'fast-check'

/*
 * URLs a wallet listing, an announcement or an API answer could carry to run script or to leave
 * the page: script-capable schemes spelled every way browsers still read them, protocol-relative
 * and malformed URLs. Shared by the link, icon and image properties.
 */

/** Schemes that run script or reach the file system when navigated to. */
const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'livescript', 'file', 'data'] as const

const PAYLOADS: Record<(typeof SCRIPT_SCHEMES)[number], readonly string[]> = {
  javascript: ['alert(1)', '//%0aalert(document.domain)', 'void(0)', '/*https://wallet.example*/alert(1)', 'https://wallet.example'],
  vbscript: ['msgbox(1)'],
  livescript: ['alert(1)'],
  file: ['///etc/passwd', '//server/share/x.png', '///C:/Windows/win.ini'],
  // data: is hostile as a document, not as an image: no image/ type here.
  data: ['text/html,<script>alert(1)</script>', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'application/javascript,alert(1)', 'text/xml,<x/>', ',alert(1)'],
}

/** What the WHATWG URL parser strips from anywhere (tab, LF, CR) or from the ends (C0 controls, space). */
const STRIPPED_INSIDE = ['\t', '\n', '\r'] as const
const EDGE_JUNK = fc.constantFrom(' ', '\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\t', '\n', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u200b')

/** `word` with each letter's case flipped at random and tabs or newlines slipped between letters. */
const disguised = (word: string) =>
  fc.tuple(
    fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
    fc.array(fc.option(fc.constantFrom(...STRIPPED_INSIDE), { freq: 4 }), { minLength: word.length, maxLength: word.length }),
  ).map(([upper, inserts]) =>
    [...word].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter) + (inserts[index] ?? '')).join(''))

/** A script-capable URL, in any case, with stripped characters inside and junk around it. */
export const scriptUrl: fc.Arbitrary<string> = fc.constantFrom(...SCRIPT_SCHEMES).chain((scheme) =>
  fc.tuple(
    fc.array(EDGE_JUNK, { maxLength: 3 }),
    disguised(scheme),
    fc.constantFrom(...PAYLOADS[scheme]),
    fc.array(EDGE_JUNK, { maxLength: 2 }),
  ).map(([before, name, payload, after]) => `${before.join('')}${name}:${payload}${after.join('')}`))

/** The colon disguised as an entity, an escape or a look-alike: no scheme at all, so no URL. */
export const encodedSchemeUrl: fc.Arbitrary<string> = fc.tuple(
  fc.constantFrom('javascript', 'https'),
  fc.constantFrom('&#58;', '&colon;', '%3A', '%3a', '：', '\\x3a'),
).map(([scheme, colon]) => `${scheme}${colon}//wallet.example/alert(1)`)

/** URLs that are not absolute, or not URLs at all. */
export const malformedUrl: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '//evil.example/app', '///evil.example', '\\\\evil.example\\x', '/\\evil.example', '/app/download', 'evil.example',
    '?q=1', '#top', '', ' ', '\u0000', 'https://', 'https:// evil.example', 'https://[::1', 'https://exa mple.com',
    'https://%zz', 'ht tps://wallet.example', 'https//wallet.example', 'https:', '://wallet.example',
  ),
  fc.domain().map((host) => `//${host}/`),
  fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
)

/** Every hostile URL above. */
export const hostileUrl: fc.Arbitrary<string> = fc.oneof(scriptUrl, encodedSchemeUrl, malformedUrl)

/** Named examples for it.each tables, the classic tricks spelled out. */
export const HOSTILE_URL_EXAMPLES: readonly string[] = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u00a0javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'javascript:https://wallet.example',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  ' data:text/html,<b>x</b>',
  'file:///etc/passwd',
  'FILE://server/share',
  'javascript&#58;alert(1)',
  '//evil.example/app',
  '\\\\evil.example',
  'https://',
  'not a url',
  '',
]
