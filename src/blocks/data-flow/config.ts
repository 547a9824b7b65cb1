import type { Block } from 'payload'

import { iconCards } from '../common/fields'

/** Our data page: how data moves from collection to verification to update, as a flow diagram. */
export const DataFlowBlock: Block = {
  slug: 'dataFlow',
  interfaceName: 'DataFlowBlock',
  labels: { singular: 'Data flow diagram', plural: 'Data flow diagrams' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    iconCards('steps', { minRows: 2, maxRows: 5 }),
  ],
}
