import type { Field } from 'payload'

import { NAVIGATION_SLOTS } from '@/modules/content'

const slotOptions = NAVIGATION_SLOTS.map((slot) => ({ label: slot, value: slot }))

/**
 * A button target: either a navigation slot (the button hides itself while no page fills the
 * slot) or an explicit link. `prefix` gives the fields their page-variable names (button_text, button_href).
 */
export function buttonFields(prefix: string, options: { localizedText?: boolean } = {}): Field[] {
  return [
    { name: `${prefix}_text`, type: 'text', localized: options.localizedText ?? true },
    {
      type: 'row',
      fields: [
        {
          name: `${prefix}_slot`,
          type: 'select',
          options: slotOptions,
          admin: { description: 'Link to the page in this navigation slot; hidden when the slot is empty.' },
        },
        {
          name: `${prefix}_href`,
          type: 'text',
          admin: { description: 'Or an explicit path or https:// address.' },
          validate: (value: string | null | undefined) =>
            !value || /^(\/(?!\/)|https:\/\/|mailto:|tel:)/.test(value)
              ? true
              : 'Use a site path starting with /, an https:// address, mailto: or tel:.',
        },
      ],
    },
  ]
}
