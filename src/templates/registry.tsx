import type { ComponentType } from 'react'

import { pageTypeDefinition, type PageType } from '@/modules/content'

import { ComingSoonTemplate } from './coming-soon/coming-soon-template'
import { HomeTemplate } from './home/home-template'
import { LandingTemplate } from './landing/landing-template'
import type { TemplateProps } from './types'

/** Page type -> template. Types without an entry are registered as "coming" and get the notice. */
const TEMPLATES: Partial<Record<PageType, ComponentType<TemplateProps>>> = {
  home: HomeTemplate,
  country: LandingTemplate,
  country_2: LandingTemplate,
  country_promotion: LandingTemplate,
  industry: LandingTemplate,
  api: LandingTemplate,
  lead_generation: LandingTemplate,
  sales_force: LandingTemplate,
  payg: LandingTemplate,
  content: LandingTemplate,
}

export function templateFor(pageType: string): ComponentType<TemplateProps> {
  const definition = pageTypeDefinition(pageType)
  if (definition?.status === 'built') {
    const template = TEMPLATES[definition.value as PageType]
    if (template) return template
  }
  return ComingSoonTemplate
}
