export { pageVideoRequest, resolveVideoSource } from './video-source'
