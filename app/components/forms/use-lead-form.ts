import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type SyntheticEvent,
} from "react"
import { notify } from "#app/components/ui/notifications.tsx"
import type { Locale } from "#app/config/locales.ts"
import type { FormsContent } from "#app/content/common/forms/types.ts"
import { submitLead } from "#app/lib/api-client.ts"
import { retryNote } from "./retry-after.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
import {
  formFieldFor,
  formConfig,
  toPayload,
  type FieldName,
  type FormValues,
} from "./form-kinds.ts"

/** How long the messaging form's confirmation replaces it. */
export const CONFIRMATION_MS = 5000

type Errors = Partial<Record<FieldName, string>>

const loadValidation = () => import("./form-validation.ts")

/** Where a form is: the page's language and path, and the forms' strings in that language. */
export interface LeadFormPlace {
  readonly locale: Locale
  /** The page's path, sent with the lead. */
  readonly page: string
  readonly forms: FormsContent
}

/**
 * State and submit of one lead form: validation, sending, notices, reset.
 * Fields stay uncontrolled (FormData): the markup works as plain HTML first.
 */
export function useLeadForm(
  kind: FormKind,
  { locale, page: pathname, forms }: LeadFormPlace,
) {
  const messages = forms.messages
  const config = formConfig(kind)
  const context = { locale, page: pathname }
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [isHydrated, setIsHydrated] = useState(false)
  const [isConfirmed, setIsConfirmed] = useState(false)

  useEffect(() => setIsHydrated(true), [])
  useEffect(() => {
    if (!isConfirmed) return
    const timer = setTimeout(() => setIsConfirmed(false), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [isConfirmed])

  const readValues = (): FormValues => {
    const data = formRef.current ? new FormData(formRef.current) : undefined
    const values: FormValues = { website: String(data?.get("website") ?? "") }
    for (const field of config.fieldSpecs)
      values[field.name] = String(data?.get(field.name) ?? "")
    return values
  }

  const validate = async (values: FormValues): Promise<Errors> => {
    if (config.browserChecks) return {}
    const { validateForm } = await loadValidation()
    const found: Errors = {}
    for (const [field, code] of Object.entries(
      validateForm(kind, values, context),
    ))
      if (code) found[field as FieldName] = messages.errors[code]
    return found
  }

  const showErrors = (found: Errors): boolean => {
    setErrors(found)
    const first = config.fieldSpecs.find((field) => found[field.name])
    if (!first) return false
    const element = formRef.current?.elements.namedItem(first.name)
    if (element instanceof HTMLElement) element.focus()
    return true
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting) return
    const values = readValues()
    setIsSubmitting(true)
    try {
      if (showErrors(await validate(values))) return
      const result = await submitLead(toPayload(kind, values, context))
      if (result.ok) {
        formRef.current?.reset()
        if (config.confirmation) setIsConfirmed(true)
        else {
          const sent = messages.notices[config.sent]
          notify({
            kind: "success",
            title: sent.title,
            description: sent.description,
          })
        }
        return
      }
      const found: Errors = {}
      for (const [apiField, message] of Object.entries(result.fieldErrors))
        found[formFieldFor(kind, apiField)] = message
      if (showErrors(found)) return
      const failed = messages.notices[config.failed]
      notify({
        kind: "error",
        title: failed.title,
        description: retryNote(failed.description, result, messages, locale),
      })
    } finally {
      setIsSubmitting(false)
    }
  }

  /** After a failed submit, a field's message follows what the visitor types. */
  const onInput = async (event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name as FieldName
    if (!errors[name]) return
    const found = await validate(readValues())
    setErrors((current) => ({ ...current, [name]: found[name] }))
  }

  /** The validator is fetched while the visitor types, not when they press send. */
  const onFocus = () => {
    if (!config.browserChecks) void loadValidation()
  }

  return {
    /** Spread onto the <form>. */
    formProps: {
      ref: formRef,
      noValidate: isHydrated && !config.browserChecks,
      /** Set once the form runs with JavaScript (tests wait for it). */
      "data-ready": isHydrated ? "true" : undefined,
      onSubmit,
      onInput,
      onFocus,
      "aria-busy": isSubmitting,
    },
    errors,
    isSubmitting,
    isConfirmed,
    config,
    forms,
    locale,
    page: pathname,
  }
}
