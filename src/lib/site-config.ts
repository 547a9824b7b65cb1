/** Runtime configuration read from the environment, in one place (see README: Configuration). */
export const siteSettings = {
  get siteName(): string {
    return process.env.SITE_NAME?.trim() || 'Company Atlas'
  },
  /** Public origin used for canonical and hreflang URLs. */
  get siteUrl(): string {
    const configured = process.env.SITE_URL?.trim()
    if (configured) return configured.replace(/\/+$/, '')
    return `http://localhost:${process.env.PORT || 3000}`
  },
  /**
   * The customer platform: sign-in and the payment summary. Without PLATFORM_URL this site plays
   * that part (its own /payment-summary page, and sign-in through the AI agents area).
   */
  get platformUrl(): string {
    return (process.env.PLATFORM_URL?.trim() || this.siteUrl).replace(/\/+$/, '')
  },
  get hasExternalPlatform(): boolean {
    return Boolean(process.env.PLATFORM_URL?.trim())
  },
  /** Domain of the access-token cookie (e.g. `.example.com` to share it with the platform); unset: this host only. */
  get accessCookieDomain(): string | null {
    return process.env.ACCESS_COOKIE_DOMAIN?.trim() || null
  },
  get analyticsScriptUrl(): string | null {
    return process.env.ANALYTICS_SCRIPT_URL?.trim() || null
  },
  get marketingScriptUrl(): string | null {
    return process.env.MARKETING_SCRIPT_URL?.trim() || null
  },
}
