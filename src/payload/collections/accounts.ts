import type { CollectionConfig, Field, NumberField } from 'payload'

import { ACCOUNT_APPS, API_KEY_SCOPES } from '@/modules/auth/schemas'

import { backOfficeAccess } from '../access/back-office'
import { isAdmin } from '../access/is-admin'
import { statusField } from '../fields/status-field'

/** A plan's or an account's API allowance; empty means "no limit" (the plan's, on an account). */
export const API_ALLOWANCE_FIELDS = [
  { name: 'basic_profiles', label: 'Basic profiles a month' },
  { name: 'full_profiles', label: 'Full profiles a month' },
  { name: 'contact_lookups', label: 'Contact lookups a month (never on a free plan)' },
  { name: 'searches_per_day', label: 'Company searches a day' },
  { name: 'requests_per_minute', label: 'Requests a minute (per key and per account)' },
].map(({ name, label }): NumberField => ({ name, label, type: 'number', min: 0, max: 100_000_000, admin: { step: 1 } }))

const hiddenSecret = (name: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    type: 'text',
    admin: { hidden: true },
    access: { read: () => false, update: () => false, create: () => false },
    ...extra,
  }) as Field

/**
 * Customer accounts of the site's own apps (the AI agents area), apart from the editors in
 * `users`: a plain collection our `modules/auth` reads and writes, not a Payload auth collection,
 * so customers never reach the admin or Payload's REST login (docs/decisions.md, "Customer accounts").
 * Sales see who signed up; only admins change an account (disabling it ends its sessions).
 */
export const Accounts: CollectionConfig = {
  slug: 'accounts',
  labels: { singular: 'Customer account', plural: 'Customer accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'first_name', 'last_name', 'app', 'status', 'email_verified_at'],
    group: 'Customers',
    listSearchableFields: ['email', 'first_name', 'last_name'],
  },
  defaultSort: '-createdAt',
  access: { ...backOfficeAccess, update: isAdmin },
  fields: [
    statusField([
      { label: 'Active', value: 'active' },
      { label: 'Disabled', value: 'disabled' },
    ]),
    { name: 'email', type: 'email', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'first_name', type: 'text', required: true },
    { name: 'last_name', type: 'text', required: true },
    { name: 'phone', type: 'text' },
    { name: 'app', type: 'select', required: true, options: [...ACCOUNT_APPS], admin: { readOnly: true } },
    { name: 'lang', type: 'text', admin: { readOnly: true } },
    { name: 'email_verified_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'last_login_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'social_identities',
      type: 'array',
      admin: { readOnly: true, description: 'Providers this account signs in with.' },
      fields: [
        { name: 'provider', type: 'text', required: true },
        { name: 'subject', type: 'text', required: true, index: true },
      ],
    },
    hiddenSecret('password_hash'),
    {
      type: 'collapsible',
      label: 'Company data API',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'api_plan',
          type: 'relationship',
          relationTo: 'pricing-plans',
          admin: {
            description:
              "The pricing plan whose API allowance this account's keys use. Empty: the free plan (the first plan of type starter).",
          },
        },
        {
          name: 'api_allowance',
          type: 'group',
          admin: {
            description:
              "Custom volumes (an enterprise contract): each number set here replaces the plan's for this account. Empty: the plan's.",
          },
          fields: [
            {
              type: 'row',
              fields: API_ALLOWANCE_FIELDS,
            },
          ],
        },
      ],
    },
  ],
}

/**
 * A customer's key to the company data API: only its SHA-256 hash is stored (the key is shown once,
 * at creation) with a prefix to recognise it by. Revoking sets `revoked_at`; every request reads the
 * key's row, so a revoked key is refused at once on every node (docs/decisions.md, "API keys").
 */
export const ApiKeys: CollectionConfig = {
  slug: 'api-keys',
  labels: { singular: 'API key', plural: 'API keys' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'account', 'name', 'prefix', 'scopes', 'last_used_at', 'revoked_at'],
    group: 'Customers',
  },
  defaultSort: '-createdAt',
  access: { read: backOfficeAccess.read, create: () => false, update: isAdmin, delete: () => false },
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true, index: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'prefix', type: 'text', required: true, admin: { readOnly: true, description: 'The first characters of the key.' } },
    {
      name: 'scopes',
      type: 'select',
      hasMany: true,
      required: true,
      options: API_KEY_SCOPES.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    { name: 'last_used_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'revoked_at',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Set to revoke the key: it stops working at once.' },
    },
    hiddenSecret('key_hash', { unique: true, index: true, required: true }),
  ],
}

/**
 * One signed-in device: the refresh token's hash, rotated at each refresh. Access tokens name their
 * session, so revoking it (sign-out, password reset, disabled account) ends them at once.
 */
export const AccountSessions: CollectionConfig = {
  slug: 'account-sessions',
  labels: { singular: 'Account session', plural: 'Account sessions' },
  admin: { useAsTitle: 'id', defaultColumns: ['createdAt', 'account', 'expires_at', 'revoked_at', 'last_used_at'], group: 'Customers' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true, index: true, admin: { readOnly: true } },
    { name: 'expires_at', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'revoked_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'last_used_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The tokens it replaced are in account_spent_refresh_tokens (hand-written migration): any of them presented again ends the session.
    hiddenSecret('refresh_hash', { unique: true, index: true, required: true }),
  ],
}

/** Single-use e-mailed secrets (password reset, e-mail confirmation): hash, purpose, expiry, use. */
export const AccountTokens: CollectionConfig = {
  slug: 'account-tokens',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['password_reset', 'email_confirmation'] },
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'used_at', type: 'date' },
  ],
}

/** Each call of a free agent (search or answer), the ledger of the daily quota and of usage for sales. */
export const AgentCalls: CollectionConfig = {
  slug: 'agent-calls',
  labels: { singular: 'Agent call', plural: 'Agent calls' },
  admin: { useAsTitle: 'agent', defaultColumns: ['createdAt', 'subject', 'agent', 'kind', 'company_id'], group: 'Customers' },
  defaultSort: '-createdAt',
  access: { read: backOfficeAccess.read, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['subject', 'createdAt'] }],
  fields: [
    { name: 'subject', type: 'text', required: true, admin: { description: 'account:<id> or trial:<id>' } },
    { name: 'agent', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: ['search', 'answer'] },
    { name: 'company_id', type: 'number' },
  ],
}
