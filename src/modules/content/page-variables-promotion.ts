import type { VariableDefinition } from './page-variable-definition'

/**
 * The country-promotion template's variables (the Mexico landing page and any like it). The
 * counters and the last update are the registry's own for the page's registry country; a number
 * an editor fills in overrides its counter (accuracy has no registry source and shows only when
 * filled in). Texts are built in for English and Spanish; `{country}` is the page's title
 * country, `{count}` a figure, and the site's figure tokens (`{customers}`…) work as everywhere.
 */
export const PROMOTION_VARIABLES = {
  registry_country: { label: 'Registry country of the samples and industries', kind: 'country' },
  companies: { label: 'Counter: companies (empty: the registry count)', kind: 'number' },
  executives: { label: 'Counter: executives (empty: the registry count)', kind: 'number' },
  emails: { label: 'Counter: e-mails (empty: the registry count)', kind: 'number' },
  phones: { label: 'Counter: phones (empty: the registry count)', kind: 'number' },
  industries: { label: 'Counter: industries (empty: the registry count)', kind: 'number' },
  accuracy: { label: 'Counter: accuracy (%)', kind: 'percent' },
  last_update: { label: 'Last update of the database (empty: the registry’s last change)', kind: 'date' },
  contact_phone: { label: 'Header contact: phone (empty: none on this page)', kind: 'text' },
  contact_email: { label: 'Header contact: e-mail (empty: the site’s contact e-mail)', kind: 'text' },

  search_title: {
    label: 'Search preview: title',
    kind: 'text',
    defaults: { en: 'Find your next customers in {country}', es: 'Encuentre a sus próximos clientes en {country}' },
  },
  search_caption: {
    label: 'Search preview: caption',
    kind: 'text',
    defaults: {
      en: 'A preview of the platform’s search. Book a demo to try it with your own criteria.',
      es: 'Vista previa del buscador de la plataforma. Solicite una demo para probarlo con sus propios criterios.',
    },
  },
  search_button: { label: 'Search preview: button', kind: 'text', defaults: { en: 'Search', es: 'Buscar' } },

  counters_title: {
    label: 'Counters: title',
    kind: 'text',
    defaults: { en: 'The {country} company database in figures', es: 'La base de datos de empresas de {country} en cifras' },
  },
  companies_label: { label: 'Counter label: companies', kind: 'text', defaults: { en: 'companies', es: 'empresas' } },
  executives_label: { label: 'Counter label: executives', kind: 'text', defaults: { en: 'executives', es: 'directivos' } },
  emails_label: { label: 'Counter label: e-mails', kind: 'text', defaults: { en: 'verified e-mails', es: 'e-mails verificados' } },
  phones_label: { label: 'Counter label: phones', kind: 'text', defaults: { en: 'phone numbers', es: 'teléfonos' } },
  industries_label: { label: 'Counter label: industries', kind: 'text', defaults: { en: 'industries', es: 'sectores' } },
  accuracy_label: { label: 'Counter label: accuracy', kind: 'text', defaults: { en: 'accuracy', es: 'de precisión' } },
  last_update_label: {
    label: 'Last update: text',
    kind: 'text',
    defaults: { en: 'Last update: {date}', es: 'Última actualización: {date}' },
  },

  samples_title: {
    label: 'Sample tables: title',
    kind: 'text',
    defaults: { en: 'A sample of what you will find', es: 'Una muestra de lo que encontrará' },
  },
  samples_note: {
    label: 'Sample tables: note',
    kind: 'text',
    defaults: {
      en: 'Real companies from our registry. Contact details are hidden in this sample; subscribers see them in full.',
      es: 'Empresas reales de nuestro registro. Los datos de contacto están ocultos en esta muestra; los suscriptores los ven completos.',
    },
  },
  companies_table_caption: { label: 'Sample tables: companies caption', kind: 'text', defaults: { en: 'Companies', es: 'Empresas' } },
  contacts_table_caption: { label: 'Sample tables: contacts caption', kind: 'text', defaults: { en: 'Contacts', es: 'Contactos' } },
  column_company: { label: 'Column: company', kind: 'text', defaults: { en: 'Company', es: 'Empresa' } },
  column_city: { label: 'Column: city', kind: 'text', defaults: { en: 'City', es: 'Ciudad' } },
  column_industry: { label: 'Column: industry', kind: 'text', defaults: { en: 'Industry', es: 'Sector' } },
  column_size: { label: 'Column: company size', kind: 'text', defaults: { en: 'Employees', es: 'Empleados' } },
  column_person: { label: 'Column: person', kind: 'text', defaults: { en: 'Name', es: 'Nombre' } },
  column_job_title: { label: 'Column: job title', kind: 'text', defaults: { en: 'Job title', es: 'Cargo' } },
  column_email: { label: 'Column: e-mail', kind: 'text', defaults: { en: 'E-mail', es: 'E-mail' } },
  column_phone: { label: 'Column: phone', kind: 'text', defaults: { en: 'Phone', es: 'Teléfono' } },

  industries_title: { label: 'Industries: title', kind: 'text', defaults: { en: 'Companies by industry', es: 'Empresas por sector' } },
  industries_intro: {
    label: 'Industries: introduction',
    kind: 'text',
    defaults: {
      en: 'The industries with the most companies in our {country} registry today.',
      es: 'Los sectores con más empresas en nuestro registro de {country} hoy.',
    },
  },
  industry_companies: { label: 'Industries: company count', kind: 'text', defaults: { en: '{count} companies', es: '{count} empresas' } },

  filters_title: {
    label: 'Filters: title',
    kind: 'text',
    defaults: { en: 'Search by the criteria that matter to you', es: 'Busque por los criterios que le importan' },
  },
  filter_job_title: { label: 'Filter: job title', kind: 'text', defaults: { en: 'Job title', es: 'Cargo' } },
  filter_seniority: { label: 'Filter: seniority', kind: 'text', defaults: { en: 'Seniority', es: 'Nivel jerárquico' } },
  filter_revenue: { label: 'Filter: revenue', kind: 'text', defaults: { en: 'Revenue', es: 'Facturación' } },
  filter_company_size: { label: 'Filter: company size', kind: 'text', defaults: { en: 'Company size', es: 'Tamaño de empresa' } },

  email_banner_title: {
    label: 'E-mail banner: title',
    kind: 'text',
    defaults: { en: '{count} verified business e-mails', es: '{count} e-mails profesionales verificados' },
  },
  email_banner_text: {
    label: 'E-mail banner: text',
    kind: 'text',
    defaults: {
      en: 'Reach decision makers directly, with job-change alerts when they move.',
      es: 'Llegue directamente a quien decide, con alertas cuando cambia de empleo.',
    },
  },
  phone_banner_title: {
    label: 'Phone banner: title',
    kind: 'text',
    defaults: { en: '{count} direct phone numbers', es: '{count} teléfonos directos' },
  },
  phone_banner_text: {
    label: 'Phone banner: text',
    kind: 'text',
    defaults: {
      en: 'Call the right person first time, 24/7 access to the data.',
      es: 'Llame a la persona adecuada a la primera, con acceso 24/7 a los datos.',
    },
  },
  sample_banner_title: {
    label: 'Sample banner: title',
    kind: 'text',
    defaults: { en: 'Download a free sample', es: 'Descargue una muestra gratuita' },
  },
  sample_banner_text: {
    label: 'Sample banner: text',
    kind: 'text',
    defaults: {
      en: 'See the fields and the quality of the data before you decide.',
      es: 'Compruebe los campos y la calidad de los datos antes de decidir.',
    },
  },

  benefits_title: {
    label: 'Benefits: title',
    kind: 'text',
    defaults: { en: 'Everything your subscription includes', es: 'Todo lo que incluye su suscripción' },
  },
  benefits: {
    label: 'Benefits: one per line',
    kind: 'lines',
    defaults: {
      en: '12-month subscription\nDaily updates\nJob-change alerts\nFree data export\n24/7 access\nSearch by job title, seniority, revenue and company size',
      es: 'Suscripción de 12 meses\nActualización diaria\nAlertas de cambio de empleo\nExportación de datos gratuita\nAcceso 24/7\nBúsqueda por cargo, nivel jerárquico, facturación y tamaño de empresa',
    },
  },

  blog_title: {
    label: 'Blog teasers: title',
    kind: 'text',
    defaults: { en: 'Top companies in our blog', es: 'Las principales empresas, en nuestro blog' },
  },
  blog_more: { label: 'Blog teasers: link', kind: 'text', defaults: { en: 'More articles', es: 'Más artículos' } },

  customers_title: {
    label: 'Customer logos: title',
    kind: 'text',
    defaults: { en: '{customers}+ companies trust our data', es: 'Más de {customers} empresas confían en nuestros datos' },
  },

  closing_title: {
    label: 'Closing: title',
    kind: 'text',
    defaults: { en: 'See the {country} database in a 5-minute demo', es: 'Conozca la base de datos de {country} en una demo de 5 minutos' },
  },
  demo_button: { label: 'Button: demo', kind: 'text', defaults: { en: 'Book a demo', es: 'Solicitar demo' } },
  buy_button: { label: 'Button: buy', kind: 'text', defaults: { en: 'See plans and buy', es: 'Ver planes y comprar' } },
  sample_button: { label: 'Button: sample', kind: 'text', defaults: { en: 'Download a sample', es: 'Descargar muestra' } },
} as const satisfies Record<string, VariableDefinition>
