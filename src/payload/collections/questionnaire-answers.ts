import type { CollectionConfig } from 'payload'

import { QUESTIONNAIRE_QUESTIONS } from '@/modules/crm/schemas'

import { backOfficeAccess } from '../access/back-office'
import { csvExport } from '../endpoints/csv-export'

export const QUESTIONNAIRE_EXPORT_COLUMNS = ['createdAt', 'email', 'role', 'team_size', 'interest', 'timeline', 'comment', 'lang'] as const

/** Follow-up answers from the thank-you page, tied to the lead that booked when the browser still knows it. */
export const QuestionnaireAnswers: CollectionConfig = {
  slug: 'questionnaire-answers',
  labels: { singular: 'Questionnaire answer', plural: 'Questionnaire answers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'role', 'team_size', 'interest', 'timeline'],
    group: 'Back office',
    components: {
      beforeListTable: [
        { path: '@/payload/components/export-csv-link#ExportCsvLink', clientProps: { collection: 'questionnaire-answers' } },
      ],
    },
  },
  endpoints: [csvExport('questionnaire-answers', QUESTIONNAIRE_EXPORT_COLUMNS)],
  defaultSort: '-createdAt',
  access: backOfficeAccess,
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    { name: 'email', type: 'email', admin: { readOnly: true } },
    ...QUESTIONNAIRE_QUESTIONS.map((question) => ({
      name: question.name,
      type: 'select' as const,
      required: true,
      options: question.options.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    })),
    { name: 'comment', type: 'textarea', admin: { readOnly: true } },
    { name: 'lang', type: 'text', admin: { readOnly: true } },
  ],
}
