/**
 * Set by our own server (server.ts) from the TCP peer of each request, after dropping any value a
 * client sent, so it is the one address a client cannot choose. Its own module so server.ts loads
 * no rate-limit store at start-up for a constant.
 */
export const PEER_ADDRESS_HEADER = 'x-atlas-peer-address'
