export type SessionRouteContext = { params: Promise<{ sessionKey: string }> }
