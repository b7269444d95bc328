/** @type {import('next').NextConfig} */
export default {
  // The example is built offline in CI: no telemetry, no remote fonts or images.
  reactStrictMode: true,
}
