'use client'

import { useEffect, useEffectEvent, useState } from 'react'

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A form that loads in a chunk of its own (`next/dynamic`) is on screen, server-rendered, before it is hydrated,
 * and visitors type into it. React keeps that text in the element but not in its state, so the next render (a
 * file chosen, an error shown) put the state's empty value back and the text was lost.
 *
 * Give each controlled field `ref={typedBefore(field)}`. Once, after hydration, every field whose element holds a
 * value other than the state's is handed to `adopt` in one call (one call, so fields that depend on each other,
 * such as first and last name, are taken over together).
 */
export function useTypedBeforeHydration<Field extends string>(
  values: Readonly<Record<Field, string>>,
  adopt: (typed: Partial<Record<Field, string>>) => void,
): (field: Field) => (element: FormControl | null) => () => void {
  // The fields' elements, and one ref callback per field for the component's life: a new callback each render
  // would detach and attach again.
  const [{ elements, refFor }] = useState(() => {
    const elements = new Map<Field, FormControl>()
    const refs = new Map<Field, (element: FormControl | null) => () => void>()
    const refFor = (field: Field) => {
      let ref = refs.get(field)
      if (!ref) {
        ref = (element) => {
          if (element) elements.set(field, element)
          return () => elements.delete(field)
        }
        refs.set(field, ref)
      }
      return ref
    }
    return { elements, refFor }
  })

  const adoptTyped = useEffectEvent(() => {
    const typed: Partial<Record<Field, string>> = {}
    for (const [field, element] of elements) {
      if (element.value && element.value !== values[field]) typed[field] = element.value
    }
    if (Object.keys(typed).length > 0) adopt(typed)
  })
  useEffect(() => adoptTyped(), [])

  return refFor
}
