import { anyone } from './anyone'
import { isContentEditor } from './is-content-editor'

/** Published site content: anyone reads it, admins and editors change it. */
export const contentAccess = {
  read: anyone,
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
}
