/** Built-in thank you texts (English, and Spanish overrides); merged into ui-strings.ts. */
export const THANK_YOU_EN = {} as const

export const THANK_YOU_ES: Partial<Record<keyof typeof THANK_YOU_EN, string>> = {}
