export * from './progress'
export * from './lessons'
