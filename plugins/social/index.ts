// portico/plugins/social: social login (google, github, apple, facebook, x, discord) over the
// embedded wallet's frame. Register embeddedWallet({ frameUrl }) first. Importing it loads no
// React: react/ draws kind 'social'.
export { social, SOCIAL_LOGIN_ID, SOCIAL_PROVIDER_PARAM, type SocialOptions } from './social.js'
export { SOCIAL_PROVIDERS, type SocialProviderId } from './socialProviders.js'
export { SocialError, socialErrors, type SocialErrorCode } from './SocialError.js'
