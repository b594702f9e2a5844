import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type SyntheticEvent,
} from "react"
import { notify } from "#app/components/ui/notifications.tsx"
import { submitLead } from "#app/lib/api-client.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
import { retryNote } from "./retry-after.ts"
import type { LeadFormPlace } from "./lead-form-strings.ts"
import { formFieldFor } from "#common/schemas/contact-fields.ts"
import {
  formConfig,
  toPayload,
  type FieldName,
  type FormValues,
} from "./form-kinds.ts"

/** How long the messaging form's confirmation replaces it. */
export const CONFIRMATION_MS = 5000

type Errors = Partial<Record<FieldName, string>>

const loadValidation = () => import("./form-validation.ts")
const loadCampaign = () => import("#common/schemas/campaign.ts")

/**
 * Where the visitor came from, read from this page as the form is sent:
 * nothing is kept in the browser. Without its module (offline), the lead
 * goes without it.
 */
const readCampaign = () =>
  loadCampaign().then(
    ({ campaignOfPage }) => campaignOfPage(window.location, document.referrer),
    () => ({}),
  )

/**
 * State and submit of one lead form: validation, sending, notices, reset.
 * Fields stay uncontrolled (FormData): the markup works as plain HTML first.
 */
export function useLeadForm(
  kind: FormKind,
  { locale, page: pathname, forms }: LeadFormPlace,
) {
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
    const { validateForm, errorMessages } = await loadValidation()
    const codes = Object.entries(validateForm(kind, values, context))
    if (!codes.some(([, code]) => code)) return {}
    const messages = await errorMessages(locale)
    const found: Errors = {}
    for (const [field, code] of codes)
      if (code) found[field as FieldName] = messages[code]
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
      const result = await submitLead({
        ...toPayload(kind, values, context),
        ...(await readCampaign()),
      })
      if (result.ok) {
        formRef.current?.reset()
        if (config.confirmation) setIsConfirmed(true)
        else {
          notify({
            kind: "success",
            title: forms.sent.title,
            description: forms.sent.description,
          })
        }
        return
      }
      const found: Errors = {}
      for (const [apiField, message] of Object.entries(result.fieldErrors))
        found[formFieldFor(kind, apiField)] = message
      if (showErrors(found)) return
      notify({
        kind: "error",
        title: forms.failed.title,
        description: retryNote(forms.failed.description, result, forms, locale),
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

  /** The validator and the campaign's reader are fetched while the visitor types, not when they press send. */
  const onFocus = () => {
    void loadCampaign()
    if (!config.browserChecks)
      void loadValidation().then((module) => module.errorMessages(locale))
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
