import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

import { ORBIT_MARKERS } from './orbit-geometry'

const markerCount = (name: string, defaultValue: number, ring: string) => ({
  name,
  type: 'number' as const,
  required: true,
  defaultValue,
  min: ORBIT_MARKERS.min,
  max: ORBIT_MARKERS.max,
  admin: {
    step: 1,
    description: `Markers drawn on the ${ring} ring (${ORBIT_MARKERS.min}–${ORBIT_MARKERS.max}). A drawing density, not a figure: it is never shown as a number.`,
  },
  validate: (value: number | null | undefined) =>
    (typeof value === 'number' && Number.isInteger(value) && value >= ORBIT_MARKERS.min && value <= ORBIT_MARKERS.max) ||
    `Use a whole number from ${ORBIT_MARKERS.min} to ${ORBIT_MARKERS.max}.`,
})

/**
 * "Get started": numbered steps joined by dots that appear 1.8 s after the section is drawn, beside the
 * orbit graphic (a company at the centre, the kinds of data around it on two rings), which appears after 1.5 s.
 */
export const GetStartedBlock: Block = {
  slug: 'getStarted',
  interfaceName: 'GetStartedBlock',
  labels: { singular: 'Get started', plural: 'Get started' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'steps',
      type: 'array',
      minRows: 2,
      maxRows: 4,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    ...buttonFields('button', { localizedText: false }),
    {
      name: 'orbit',
      type: 'group',
      admin: { description: 'The orbit graphic beside the steps.' },
      fields: [
        { name: 'center', type: 'text', required: true, admin: { description: 'The word at the centre, e.g. "Company".' } },
        {
          name: 'caption',
          type: 'text',
          required: true,
          admin: { description: 'What the graphic shows, read out by screen readers and shown under it.' },
        },
        {
          name: 'labels',
          type: 'array',
          minRows: 2,
          maxRows: 6,
          admin: { description: 'The kinds of data placed on the rings, alternating inner and outer.' },
          fields: [{ name: 'label', type: 'text', required: true }],
        },
        {
          type: 'row',
          fields: [markerCount('inner_markers', ORBIT_MARKERS.inner, 'inner'), markerCount('outer_markers', ORBIT_MARKERS.outer, 'outer')],
        },
      ],
    },
  ],
}
