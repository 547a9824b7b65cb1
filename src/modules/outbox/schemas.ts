/*
 * The outbox's vocabulary that the browser and the API's documents may load (no server code here).
 */

/**
 * What a customer is shown of a failed delivery (the batch's and the watch's `last_error`):
 * - `http_3xx`, `http_4xx`, `http_5xx`: the endpoint answered that status (a redirect is not followed);
 * - `timeout`: connected, but no complete answer in time;
 * - `unreachable`: no connection: the name did not resolve to an address webhooks may reach, or the
 *   connection was refused or reset, or TLS failed. Which one is not said, so deliveries cannot map
 *   hosts and ports;
 * - `refused`: the address itself is not one webhooks may go to (the rules changed since it was given);
 * - `internal`: something on this side (the signing secret could not be opened); retried the same.
 */
export const WEBHOOK_FAILURES = ['http_3xx', 'http_4xx', 'http_5xx', 'timeout', 'unreachable', 'refused', 'internal'] as const
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number]
