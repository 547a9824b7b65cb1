import 'server-only'

export {
  confirmEmail,
  confirmPasswordReset,
  type Principal,
  principalForBearer,
  refreshSession,
  registerAccount,
  requestPasswordReset,
  signIn,
  signInWithIdentity,
  signOut,
  signOutEverywhere,
} from './accounts'
export { type CredentialsRevokedReason, revokeStandingCredentials, type RevokedCredentials } from './credentials'
export { authSettings } from './settings'
export { beginSocialSignIn, completeSocialSignIn, openPendingSignIn, sealPendingSignIn, SocialSignInError } from './social/flow'
export { enabledSocialProviders, isSocialProviderName, type SocialProviderConfig, socialProvidersFromEnv } from './social/providers'
export {
  type ApiKeyPrincipal,
  authenticateApiKey,
  CONFIRM_BEFORE_KEYS,
  createApiKey,
  listApiKeys,
  looksLikeApiKey,
  revokeApiKey,
} from './api-keys'
