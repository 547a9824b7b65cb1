/**
 * Built-in texts of the API reference section of the API product page (English, and Spanish and
 * German overrides); merged into ui-strings.ts.
 */
export const API_REFERENCE_EN = {
  api_reference_title: 'API reference',
  api_reference_intro:
    'Every call of our API with its parameters, answers and errors, generated from the schemas the API itself checks requests with.',
  api_reference_show: 'Show the API reference',
  api_reference_loading: 'Loading the API reference…',
  api_reference_failed: 'The API reference could not be shown. Download the OpenAPI document instead.',
  api_reference_download: 'Download the OpenAPI document (JSON)',
}

export const API_REFERENCE_ES: Partial<typeof API_REFERENCE_EN> = {
  api_reference_title: 'Referencia de la API',
  api_reference_intro:
    'Todas las llamadas de nuestra API con sus parámetros, respuestas y errores, generadas a partir de los esquemas con los que la propia API valida las peticiones.',
  api_reference_show: 'Mostrar la referencia de la API',
  api_reference_loading: 'Cargando la referencia de la API…',
  api_reference_failed: 'No se pudo mostrar la referencia de la API. Descargue el documento OpenAPI.',
  api_reference_download: 'Descargar el documento OpenAPI (JSON)',
}

export const API_REFERENCE_DE: Partial<typeof API_REFERENCE_EN> = {
  api_reference_title: 'API-Referenz',
  api_reference_intro:
    'Alle Aufrufe unserer API mit Parametern, Antworten und Fehlern, erzeugt aus den Schemas, mit denen die API selbst Anfragen prüft.',
  api_reference_show: 'API-Referenz anzeigen',
  api_reference_loading: 'API-Referenz wird geladen…',
  api_reference_failed: 'Die API-Referenz konnte nicht angezeigt werden. Laden Sie stattdessen das OpenAPI-Dokument herunter.',
  api_reference_download: 'OpenAPI-Dokument herunterladen (JSON)',
}
