import 'server-only'

export * from './client'
export { type Env, evictImageCache, imageCacheDir, imageCacheMaxBytes } from './image-cache'
export { allowedHostsFromEnv, fetchRemoteImage, guardedLookup, serveImage, serveLogo, type ServingOptions } from './image-serving'
export { mp4DurationSeconds } from './mp4-duration'
export { isOwnVideoPath, youtubeVideoId } from './video-source'
export { type Cue, parseWebVtt, toWebVtt } from './webvtt'
