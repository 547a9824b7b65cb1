/** `value` with LIKE's wildcards (`%`, `_`) and the escape character escaped, for `LIKE ? ESCAPE '\'`. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`)
