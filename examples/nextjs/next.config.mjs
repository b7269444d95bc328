import { withPortico } from 'portico/next'

/** @type {import('next').NextConfig} */
export default withPortico({
  // The example is built offline in CI: no telemetry, no remote fonts or images.
  reactStrictMode: true,
})
