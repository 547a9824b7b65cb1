/** Built-in blog texts (English, and Spanish overrides); merged into ui-strings.ts. */
export const BLOG_EN = {} as const

export const BLOG_ES: Partial<Record<keyof typeof BLOG_EN, string>> = {}
