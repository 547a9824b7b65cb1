/** Built-in careers texts (English, and Spanish overrides); merged into ui-strings.ts. */
export const CAREERS_EN = {} as const

export const CAREERS_ES: Partial<Record<keyof typeof CAREERS_EN, string>> = {}
