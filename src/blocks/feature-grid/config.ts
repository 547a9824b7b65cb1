import type { Block } from 'payload'

import { iconCards } from '../common/fields'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  fields: [{ name: 'heading', type: 'text' }, { name: 'intro', type: 'textarea' }, iconCards('items', { minRows: 1 })],
}
