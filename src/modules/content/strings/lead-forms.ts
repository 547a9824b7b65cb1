/** Built-in lead forms texts (English, and Spanish overrides); merged into ui-strings.ts. */
export const LEAD_FORMS_EN = {} as const

export const LEAD_FORMS_ES: Partial<Record<keyof typeof LEAD_FORMS_EN, string>> = {}
