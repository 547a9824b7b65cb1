// Test stand-in for the 'server-only' guard package (vitest does not use the react-server condition).
export {}
