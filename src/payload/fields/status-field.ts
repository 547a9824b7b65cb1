import type { Field } from 'payload'

/**
 * The workflow status sales moves a back-office record through, in the sidebar. The first option
 * is what the server sets when it creates the record.
 */
export function statusField(options: readonly [{ label: string; value: string }, ...{ label: string; value: string }[]]): Field {
  return {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: options[0].value,
    options: [...options],
    admin: { position: 'sidebar' },
  }
}
