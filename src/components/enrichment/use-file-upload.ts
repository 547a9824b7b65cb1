'use client'

import { useState } from 'react'

import { uploadEnrichmentFile } from './api'
import { uploadFailure } from './form-errors'
import type { UploadResponse } from './types'

/** Uploads a file to the enrichment API, with the loading flag and the error detail the drop zone shows. */
export function useFileUpload(onUploaded: (response: UploadResponse) => void, serviceError: string, onFailed?: (caught: unknown) => void) {
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const uploadFile = async (file: File) => {
    setUploading(true)
    setError(null)
    try {
      onUploaded(await uploadEnrichmentFile(file))
    } catch (caught) {
      setError(uploadFailure(caught, serviceError))
      onFailed?.(caught)
    } finally {
      setUploading(false)
    }
  }

  return { uploading, error, uploadFile, clearError: () => setError(null) }
}
