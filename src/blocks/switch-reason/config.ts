import type { Block } from 'payload'

import { pointItems } from '../common/fields'

export const SwitchReasonBlock: Block = {
  slug: 'switchReason',
  interfaceName: 'SwitchReasonBlock',
  labels: { singular: 'Reasons to switch', plural: 'Reasons to switch' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, pointItems('items')],
}
