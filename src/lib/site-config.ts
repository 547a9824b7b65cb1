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
  /** The external customer platform the sign-in button opens. */
  get platformUrl(): string {
    return (process.env.PLATFORM_URL?.trim() || 'https://platform.example.com').replace(/\/+$/, '')
  },
  get analyticsScriptUrl(): string | null {
    return process.env.ANALYTICS_SCRIPT_URL?.trim() || null
  },
  get marketingScriptUrl(): string | null {
    return process.env.MARKETING_SCRIPT_URL?.trim() || null
  },
}
