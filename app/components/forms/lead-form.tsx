import { CircleCheck } from "lucide-react"
import type { JSX } from "react"
import { Link } from "react-router"
import { cn } from "#app/lib/cn.ts"
import { pathTo } from "#app/lib/i18n.ts"
import { fixedServices, type FormKind } from "#common/schemas/contact-fields.ts"
import { FormField } from "./form-field.tsx"
import { useLeadForm } from "./use-lead-form.ts"

export type LeadFormKind = FormKind

interface LeadFormProps {
  readonly kind: LeadFormKind
  readonly className?: string
  /** Prefix of the field ids, for pages that show two forms of one kind. */
  readonly idPrefix?: string
}

/**
 * Every contact and demo form of the site. It posts to the API as a plain
 * HTML form until JavaScript runs, then validates in the browser and sends
 * JSON; the page around it provides the heading.
 */
export function LeadForm({
  kind,
  className,
  idPrefix,
}: LeadFormProps): JSX.Element {
  const {
    formProps,
    errors,
    isSubmitting,
    isConfirmed,
    config,
    forms,
    locale,
    page,
  } = useLeadForm(kind)
  const prefix = idPrefix ?? `${kind}-form`
  const fixedService = (fixedServices as Partial<Record<FormKind, string>>)[
    kind
  ]

  if (isConfirmed) {
    const { title, description } = forms.messages.notices.confirmation
    return (
      <div
        role="status"
        className={cn(
          "flex flex-col items-center gap-3 rounded-card border border-slate-200 bg-white p-8 text-center shadow-raised",
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="size-12 text-violet" />
        <p className="text-xl font-semibold text-ink">{title}</p>
        <p className="text-slate-600">{description}</p>
      </div>
    )
  }

  return (
    <form
      action="/api/contact"
      method="post"
      {...formProps}
      className={cn("flex flex-col gap-5", className)}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      {fixedService ? (
        <input type="hidden" name="service" value={fixedService} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {config.fields.map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            id={`${prefix}-${spec.name}`}
            label={forms.messages.fields[spec.name]}
            optionalLabel={forms.optional}
            placeholder={
              spec.name === "service"
                ? undefined
                : forms.placeholders[spec.name]
            }
            error={errors[spec.name]}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] size-px overflow-hidden"
      >
        <label htmlFor={`${prefix}-website`}>{forms.honeypot}</label>
        <input
          id={`${prefix}-website`}
          type="text"
          tabIndex={-1}
          name="website"
          autoComplete="off"
        />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className={cn(
          "inline-flex min-h-11 w-full items-center justify-center rounded-full px-6 py-3 font-semibold text-white transition disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:self-start",
          config.accent,
        )}
      >
        {isSubmitting ? forms.sending : forms.submit[config.submit]}
      </button>
      <p className="text-xs leading-relaxed text-slate-600">
        {forms.privacy.text}{" "}
        <Link
          to={pathTo("privacy", locale)}
          className="font-medium text-brand underline"
        >
          {forms.privacy.link}
        </Link>
      </p>
    </form>
  )
}
