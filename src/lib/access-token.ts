/** Cookie that holds the platform access token (set by the trial call, read by the header's sign-in button). */
export const ACCESS_TOKEN_COOKIE = 'access_token'
