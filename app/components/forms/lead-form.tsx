import { CircleCheck } from "lucide-react"
import type { JSX } from "react"
import { Button } from "#app/components/ui/button.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { cn } from "#app/lib/cn.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { fixedServiceOf } from "#common/schemas/contact-fields.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
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
  const form = useLeadForm(kind)
  const { forms, config, errors, locale, isSubmitting } = form
  const prefix = idPrefix ?? `${kind}-form`
  const fixedService = fixedServiceOf(kind)

  if (form.isConfirmed) {
    const { title, description } = forms.messages.notices.confirmation
    return (
      <Card
        role="status"
        isRaised
        className={cn(
          "flex flex-col items-center gap-3 p-8 text-center",
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="size-12 text-accent" />
        <p className="text-xl font-semibold text-ink">{title}</p>
        <p className="text-slate-600">{description}</p>
      </Card>
    )
  }

  return (
    <form
      action="/api/contact"
      method="post"
      {...form.formProps}
      className={cn("flex flex-col gap-5", className)}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={form.page} />
      {fixedService ? (
        <input type="hidden" name="service" value={fixedService} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {config.fieldSpecs.map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            id={`${prefix}-${spec.name}`}
            label={forms.messages.fields[spec.name]}
            optionalLabel={forms.optional}
            optionLabels={forms.serviceLabels}
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
      <Button
        type="submit"
        disabled={isSubmitting}
        isBlock
        className="sm:self-start"
      >
        {isSubmitting ? forms.sending : forms.submit[config.submit]}
      </Button>
      <p className="text-xs leading-relaxed text-slate-600">
        {forms.privacy.text}{" "}
        <AppLink
          to={{ page: "privacy" }}
          locale={locale}
          className="font-medium text-brand underline"
        >
          {forms.privacy.link}
        </AppLink>
      </p>
    </form>
  )
}
