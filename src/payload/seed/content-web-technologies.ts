import type { Payload } from 'payload'

const NO_REVALIDATE = { disableRevalidate: true }

type Category = {
  title: { en: string; es: string; de: string }
  description: { en: string; es: string; de: string }
  technologies: string[]
}

/** A realistic web technology tree: the categories and products our crawler recognises on company websites. */
const TREE: Category[] = [
  {
    title: { en: 'Analytics', es: 'Analítica', de: 'Analyse' },
    description: {
      en: 'How companies measure their website traffic.',
      es: 'Cómo miden las empresas el tráfico de su web.',
      de: 'Wie Unternehmen ihren Website-Traffic messen.',
    },
    technologies: ['Google Analytics 4', 'Adobe Analytics', 'Matomo', 'Plausible', 'Hotjar', 'Mixpanel', 'Amplitude', 'Microsoft Clarity'],
  },
  {
    title: { en: 'Content management', es: 'Gestión de contenidos', de: 'Content-Management' },
    description: {
      en: 'The system behind the company’s website.',
      es: 'El sistema que hay detrás de la web de la empresa.',
      de: 'Das System hinter der Unternehmenswebsite.',
    },
    technologies: [
      'WordPress',
      'Drupal',
      'Joomla',
      'Contentful',
      'Sitecore',
      'Adobe Experience Manager',
      'Webflow',
      'Wix',
      'Squarespace',
      'TYPO3',
      'Payload',
    ],
  },
  {
    title: { en: 'E-commerce', es: 'Comercio electrónico', de: 'E-Commerce' },
    description: {
      en: 'Online shop platforms: a sign of direct sales.',
      es: 'Plataformas de tienda online: señal de venta directa.',
      de: 'Online-Shop-Plattformen: ein Zeichen für Direktvertrieb.',
    },
    technologies: ['Shopify', 'WooCommerce', 'Magento', 'Salesforce Commerce Cloud', 'BigCommerce', 'PrestaShop', 'Shopware', 'VTEX'],
  },
  {
    title: { en: 'CRM and marketing automation', es: 'CRM y automatización de marketing', de: 'CRM und Marketing-Automation' },
    description: {
      en: 'Tools that capture and nurture leads.',
      es: 'Herramientas que captan y nutren oportunidades.',
      de: 'Werkzeuge, die Leads erfassen und pflegen.',
    },
    technologies: [
      'HubSpot',
      'Salesforce',
      'Marketo',
      'Pardot',
      'ActiveCampaign',
      'Mailchimp',
      'Brevo',
      'Klaviyo',
      'Zoho CRM',
      'Pipedrive',
    ],
  },
  {
    title: { en: 'Advertising', es: 'Publicidad', de: 'Werbung' },
    description: {
      en: 'Pixels of the ad networks a company buys from.',
      es: 'Píxeles de las redes publicitarias en las que compra la empresa.',
      de: 'Pixel der Werbenetzwerke, bei denen ein Unternehmen einkauft.',
    },
    technologies: ['Google Ads', 'Meta Pixel', 'LinkedIn Insight Tag', 'Microsoft Advertising', 'TikTok Pixel', 'Criteo', 'Taboola'],
  },
  {
    title: { en: 'Tag management', es: 'Gestión de etiquetas', de: 'Tag-Management' },
    description: {
      en: 'Containers that load the other scripts.',
      es: 'Contenedores que cargan los demás scripts.',
      de: 'Container, die die übrigen Skripte laden.',
    },
    technologies: ['Google Tag Manager', 'Tealium', 'Adobe Launch', 'Segment'],
  },
  {
    title: { en: 'Consent management', es: 'Gestión del consentimiento', de: 'Consent-Management' },
    description: {
      en: 'Cookie banners and consent platforms.',
      es: 'Banners de cookies y plataformas de consentimiento.',
      de: 'Cookie-Banner und Consent-Plattformen.',
    },
    technologies: ['OneTrust', 'Cookiebot', 'Usercentrics', 'Didomi', 'Quantcast Choice', 'Iubenda'],
  },
  {
    title: { en: 'Customer support and chat', es: 'Atención al cliente y chat', de: 'Kundensupport und Chat' },
    description: {
      en: 'Live chat and help desks on the site.',
      es: 'Chat en vivo y centros de ayuda en la web.',
      de: 'Live-Chat und Helpdesks auf der Website.',
    },
    technologies: ['Intercom', 'Zendesk', 'Freshdesk', 'LiveChat', 'Drift', 'Tidio', 'Crisp'],
  },
  {
    title: { en: 'Payments', es: 'Pagos', de: 'Zahlungen' },
    description: {
      en: 'Payment providers at checkout.',
      es: 'Proveedores de pago en el proceso de compra.',
      de: 'Zahlungsanbieter im Checkout.',
    },
    technologies: ['Stripe', 'PayPal', 'Adyen', 'Klarna', 'Worldpay', 'Mollie', 'Braintree'],
  },
  {
    title: { en: 'Hosting and CDN', es: 'Alojamiento y CDN', de: 'Hosting und CDN' },
    description: {
      en: 'Where the website runs and how it is delivered.',
      es: 'Dónde se ejecuta la web y cómo se sirve.',
      de: 'Wo die Website läuft und wie sie ausgeliefert wird.',
    },
    technologies: [
      'Cloudflare',
      'Amazon Web Services',
      'Microsoft Azure',
      'Google Cloud',
      'Akamai',
      'Fastly',
      'Vercel',
      'Netlify',
      'OVHcloud',
      'Hetzner',
    ],
  },
  {
    title: { en: 'JavaScript frameworks', es: 'Frameworks de JavaScript', de: 'JavaScript-Frameworks' },
    description: {
      en: 'What the front end is built with.',
      es: 'Con qué está construida la parte visible.',
      de: 'Womit das Frontend gebaut ist.',
    },
    technologies: ['React', 'Next.js', 'Vue.js', 'Nuxt', 'Angular', 'Svelte', 'jQuery'],
  },
  {
    title: { en: 'Recruitment', es: 'Selección de personal', de: 'Recruiting' },
    description: {
      en: 'Career sites and applicant tracking: a sign of hiring.',
      es: 'Portales de empleo y gestión de candidatos: señal de contratación.',
      de: 'Karriereseiten und Bewerbermanagement: ein Zeichen für Einstellungen.',
    },
    technologies: ['Workday', 'Greenhouse', 'Lever', 'SmartRecruiters', 'Personio', 'Teamtailor', 'BambooHR'],
  },
]

/** Seeds the web technology tree (categories localized; product names are the same in every language). */
export async function seedWebTechnologies(payload: Payload): Promise<void> {
  for (const [categoryIndex, category] of TREE.entries()) {
    const created = await payload.create({
      collection: 'web-technologies',
      locale: 'en',
      data: { title: category.title.en, description: category.description.en, order: categoryIndex },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    for (const locale of ['es', 'de'] as const) {
      await payload.update({
        collection: 'web-technologies',
        id: created.id,
        locale,
        data: { title: category.title[locale], description: category.description[locale] },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    for (const technology of category.technologies) {
      await payload.create({
        collection: 'web-technologies',
        locale: 'en',
        data: { title: technology, parent: created.id },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }
}
