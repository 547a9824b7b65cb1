import * as migration_20261121_103449_initial from './20261121_103449_initial';
import * as migration_20261121_110700_registry_companies from './20261121_110700_registry_companies';
import * as migration_20261121_110806_registry_reference from './20261121_110806_registry_reference';
import * as migration_20261121_115920_orders from './20261121_115920_orders';
import * as migration_20261121_132501_enrichment from './20261121_132501_enrichment';
import * as migration_20261121_144209_applications from './20261121_144209_applications';
import * as migration_20261121_160000_enrichment_rows from './20261121_160000_enrichment_rows';
import * as migration_20261123_143019_lead_capture from './20261123_143019_lead_capture';
import * as migration_20261123_143443_request_form_variant from './20261123_143443_request_form_variant';
import * as migration_20261123_152554_content_areas from './20261123_152554_content_areas';
import * as migration_20261126_001444_pricing from './20261126_001444_pricing';
import * as migration_20261126_032541_accounts_agents from './20261126_032541_accounts_agents';
import * as migration_20261126_063416_enrichment_sample from './20261126_063416_enrichment_sample';
import * as migration_20261126_070000_registry_name_trigrams from './20261126_070000_registry_name_trigrams';
import * as migration_20261126_105243_marketing_pages from './20261126_105243_marketing_pages';
import * as migration_20261126_111554_registry_figures_block from './20261126_111554_registry_figures_block';
import * as migration_20261126_172918_academy from './20261126_172918_academy';
import * as migration_20261126_201504_page_variables from './20261126_201504_page_variables';
import * as migration_20261126_203939_article_video from './20261126_203939_article_video';
import * as migration_20261127_211744_enrichment_keep from './20261127_211744_enrichment_keep';
import * as migration_20261127_215514_refresh_reuse from './20261127_215514_refresh_reuse';
import * as migration_20261127_220000_enrichment_session_visitors from './20261127_220000_enrichment_session_visitors';
import * as migration_20261128_090000_registry_name_initials from './20261128_090000_registry_name_initials';
import * as migration_20261128_171908_issue_40_content from './20261128_171908_issue_40_content';
import * as migration_20261128_200128_report_prices from './20261128_200128_report_prices';
import * as migration_20261128_203314_article_country from './20261128_203314_article_country';
import * as migration_20261129_042614_editorial_drafts from './20261129_042614_editorial_drafts';
import * as migration_20261129_071327_api_keys from './20261129_071327_api_keys';
import * as migration_20261129_071400_api_usage from './20261129_071400_api_usage';
import * as migration_20261129_120000_api_batches from './20261129_120000_api_batches';
import * as migration_20261129_130000_monitoring from './20261129_130000_monitoring';
import * as migration_20261207_120000_api_batch_intake from './20261207_120000_api_batch_intake';
import * as migration_20261207_123605_api_search_allowance from './20261207_123605_api_search_allowance';
import * as migration_20261207_140000_spent_refresh_tokens from './20261207_140000_spent_refresh_tokens';
import * as migration_20261207_150000_enrichment_upload_budget from './20261207_150000_enrichment_upload_budget';
import * as migration_20261208_090000_form_submissions from './20261208_090000_form_submissions';
import * as migration_20261209_090000_registry_sources from './20261209_090000_registry_sources';
import * as migration_20261210_090000_register_link_reviews from './20261210_090000_register_link_reviews';

export const migrations = [
  {
    up: migration_20261121_103449_initial.up,
    down: migration_20261121_103449_initial.down,
    name: '20261121_103449_initial',
  },
  {
    up: migration_20261121_110700_registry_companies.up,
    down: migration_20261121_110700_registry_companies.down,
    name: '20261121_110700_registry_companies',
  },
  {
    up: migration_20261121_110806_registry_reference.up,
    down: migration_20261121_110806_registry_reference.down,
    name: '20261121_110806_registry_reference',
  },
  {
    up: migration_20261121_115920_orders.up,
    down: migration_20261121_115920_orders.down,
    name: '20261121_115920_orders',
  },
  {
    up: migration_20261121_132501_enrichment.up,
    down: migration_20261121_132501_enrichment.down,
    name: '20261121_132501_enrichment',
  },
  {
    up: migration_20261121_144209_applications.up,
    down: migration_20261121_144209_applications.down,
    name: '20261121_144209_applications',
  },
  {
    up: migration_20261121_160000_enrichment_rows.up,
    down: migration_20261121_160000_enrichment_rows.down,
    name: '20261121_160000_enrichment_rows',
  },
  {
    up: migration_20261123_143019_lead_capture.up,
    down: migration_20261123_143019_lead_capture.down,
    name: '20261123_143019_lead_capture',
  },
  {
    up: migration_20261123_143443_request_form_variant.up,
    down: migration_20261123_143443_request_form_variant.down,
    name: '20261123_143443_request_form_variant',
  },
  {
    up: migration_20261123_152554_content_areas.up,
    down: migration_20261123_152554_content_areas.down,
    name: '20261123_152554_content_areas',
  },
  {
    up: migration_20261126_001444_pricing.up,
    down: migration_20261126_001444_pricing.down,
    name: '20261126_001444_pricing',
  },
  {
    up: migration_20261126_032541_accounts_agents.up,
    down: migration_20261126_032541_accounts_agents.down,
    name: '20261126_032541_accounts_agents',
  },
  {
    up: migration_20261126_063416_enrichment_sample.up,
    down: migration_20261126_063416_enrichment_sample.down,
    name: '20261126_063416_enrichment_sample',
  },
  {
    up: migration_20261126_070000_registry_name_trigrams.up,
    down: migration_20261126_070000_registry_name_trigrams.down,
    name: '20261126_070000_registry_name_trigrams',
  },
  {
    up: migration_20261126_105243_marketing_pages.up,
    down: migration_20261126_105243_marketing_pages.down,
    name: '20261126_105243_marketing_pages',
  },
  {
    up: migration_20261126_111554_registry_figures_block.up,
    down: migration_20261126_111554_registry_figures_block.down,
    name: '20261126_111554_registry_figures_block',
  },
  {
    up: migration_20261126_172918_academy.up,
    down: migration_20261126_172918_academy.down,
    name: '20261126_172918_academy',
  },
  {
    up: migration_20261126_201504_page_variables.up,
    down: migration_20261126_201504_page_variables.down,
    name: '20261126_201504_page_variables',
  },
  {
    up: migration_20261126_203939_article_video.up,
    down: migration_20261126_203939_article_video.down,
    name: '20261126_203939_article_video',
  },
  {
    up: migration_20261127_211744_enrichment_keep.up,
    down: migration_20261127_211744_enrichment_keep.down,
    name: '20261127_211744_enrichment_keep',
  },
  {
    up: migration_20261127_215514_refresh_reuse.up,
    down: migration_20261127_215514_refresh_reuse.down,
    name: '20261127_215514_refresh_reuse',
  },
  {
    up: migration_20261127_220000_enrichment_session_visitors.up,
    down: migration_20261127_220000_enrichment_session_visitors.down,
    name: '20261127_220000_enrichment_session_visitors',
  },
  {
    up: migration_20261128_090000_registry_name_initials.up,
    down: migration_20261128_090000_registry_name_initials.down,
    name: '20261128_090000_registry_name_initials',
  },
  {
    up: migration_20261128_171908_issue_40_content.up,
    down: migration_20261128_171908_issue_40_content.down,
    name: '20261128_171908_issue_40_content',
  },
  {
    up: migration_20261128_200128_report_prices.up,
    down: migration_20261128_200128_report_prices.down,
    name: '20261128_200128_report_prices',
  },
  {
    up: migration_20261128_203314_article_country.up,
    down: migration_20261128_203314_article_country.down,
    name: '20261128_203314_article_country',
  },
  {
    up: migration_20261129_042614_editorial_drafts.up,
    down: migration_20261129_042614_editorial_drafts.down,
    name: '20261129_042614_editorial_drafts',
  },
  {
    up: migration_20261129_071327_api_keys.up,
    down: migration_20261129_071327_api_keys.down,
    name: '20261129_071327_api_keys',
  },
  {
    up: migration_20261129_071400_api_usage.up,
    down: migration_20261129_071400_api_usage.down,
    name: '20261129_071400_api_usage',
  },
  {
    up: migration_20261129_120000_api_batches.up,
    down: migration_20261129_120000_api_batches.down,
    name: '20261129_120000_api_batches',
  },
  {
    up: migration_20261129_130000_monitoring.up,
    down: migration_20261129_130000_monitoring.down,
    name: '20261129_130000_monitoring',
  },
  {
    up: migration_20261207_120000_api_batch_intake.up,
    down: migration_20261207_120000_api_batch_intake.down,
    name: '20261207_120000_api_batch_intake',
  },
  {
    up: migration_20261207_123605_api_search_allowance.up,
    down: migration_20261207_123605_api_search_allowance.down,
    name: '20261207_123605_api_search_allowance',
  },
  {
    up: migration_20261207_140000_spent_refresh_tokens.up,
    down: migration_20261207_140000_spent_refresh_tokens.down,
    name: '20261207_140000_spent_refresh_tokens',
  },
  {
    up: migration_20261207_150000_enrichment_upload_budget.up,
    down: migration_20261207_150000_enrichment_upload_budget.down,
    name: '20261207_150000_enrichment_upload_budget',
  },
  {
    up: migration_20261208_090000_form_submissions.up,
    down: migration_20261208_090000_form_submissions.down,
    name: '20261208_090000_form_submissions',
  },
  {
    up: migration_20261209_090000_registry_sources.up,
    down: migration_20261209_090000_registry_sources.down,
    name: '20261209_090000_registry_sources'
  },
  {
    up: migration_20261210_090000_register_link_reviews.up,
    down: migration_20261210_090000_register_link_reviews.down,
    name: '20261210_090000_register_link_reviews',
  },
];
