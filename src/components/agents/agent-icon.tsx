/** Line icons of the agent cards, keyed by agent name (spec 2.3: about 30, e.g. email_finder, director_check). */
const AGENT_ICON_PATHS: Record<string, string> = {
  check_company_status: 'M12 3a9 9 0 100 18 9 9 0 000-18zM8 12l3 3 5-6',
  check_company_registration_number: 'M4 5h16v14H4zM8 9h3M8 13h8M8 16h5M15 8v3',
  check_vat_number: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  retrieve_company_sic_code: 'M4 6h7v5H4zM13 6h7v5h-7zM4 13h7v5H4zM13 13h7v5h-7z',
  director_check: 'M10 11a4 4 0 100-8 4 4 0 000 8zM3 21a7 7 0 0114 0M16 13l2 2 4-4',
  email_finder: 'M3 6h18v12H3zM3 6l9 7 9-7',
  lead_prospector: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 8a4 4 0 100 8 4 4 0 000-8zM12 11v2',
  check_legal_form: 'M12 3v18M5 7h14M7 7l-3 7h6zM17 7l-3 7h6zM8 21h8',
  registered_address_finder: 'M12 21s-7-7-7-12a7 7 0 0114 0c0 5-7 12-7 12zM12 7a2 2 0 100 4 2 2 0 000-4z',
  company_contact_finder: 'M5 4h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  company_age_check: 'M5 5h14v15H5zM5 10h14M9 3v4M15 3v4M9 14h2',
  company_size_estimator: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M17 11a3 3 0 100-6M21 20a5 5 0 00-4-5',
  industry_classifier: 'M3 21V10l6 4V10l6 4V6h6v15z',
  website_traffic_checker: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  linkedin_finder: 'M4 4h16v16H4zM8 10v6M8 7v.5M12 16v-4a2 2 0 014 0v4M12 10v6',
  phone_finder: 'M8 3h8v18H8zM11 18h2',
  decision_maker_finder: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9z',
  esg_score: 'M5 19c0-8 6-14 15-14-1 9-6 15-14 15M5 19l7-7',
  credit_score_check: 'M4 16a8 8 0 0116 0M12 16l4-5M4 20h16',
  credit_limit_check: 'M3 6h18v12H3zM3 10h18M7 15h4',
  sanctions_screening: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
  pep_check: 'M12 3a4 4 0 100 8 4 4 0 000-8zM5 21a7 7 0 0114 0M12 14v3',
  adverse_media_check: 'M4 5h13v14H4zM17 9h3v8a2 2 0 01-2 2M7 9h7M7 13h7M7 16h4',
  ubo_finder: 'M12 3v6M6 21v-6h12v6M12 9a3 3 0 100 6 3 3 0 000-6zM6 15V12M18 15v-3',
  financial_statements: 'M6 3h9l5 5v13H6zM14 3v6h6M9 17v-3M12 17v-5M15 17v-2',
  payment_behaviour_check: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 9h4a2 2 0 010 4h-2a2 2 0 000 4h4M12 6v2M12 17v1',
  court_records_check: 'M14 4l6 6M11 7l6 6M9 9l6-6M4 20l8-8M3 21h8',
  insolvency_check: 'M12 3l9 16H3zM12 10v4M12 17v.5',
  group_structure_finder: 'M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4',
  tech_stack_finder: 'M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  news_monitoring: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
}

const FALLBACK = 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z'

export function AgentIcon({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={AGENT_ICON_PATHS[name] ?? FALLBACK} />
    </svg>
  )
}
