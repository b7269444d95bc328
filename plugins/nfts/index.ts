// portico/plugins/nfts: the Account view's NFTs tab, the account's tokens of each collection with
// their images, spam-flagged ones hidden. Importing it loads no React: react/ draws tab kind 'nfts'.
export { nfts } from './nfts.js'
