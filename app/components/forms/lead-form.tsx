import { CircleCheck } from "lucide-react"
import type { JSX } from "react"
import { Button } from "#app/components/ui/button.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { cn } from "#app/lib/cn.ts"
import type { Locale } from "#app/config/locales.ts"
import { Notifications } from "#app/components/ui/notifications.tsx"
import { fixedServiceOf } from "#common/schemas/contact-fields.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
import { FormField } from "./form-field.tsx"
import { useLeadForm, type LeadFormPlace } from "./use-lead-form.ts"

export type LeadFormKind = FormKind

/** The privacy page as a form links to it: in the page's language, or the one it exists in. */
export interface PrivacyLink {
  readonly href: string
  readonly hrefLang?: Locale
  /** That language in words of the page's own, when it is another. */
  readonly language?: string
}

/** An island's props: plain data, written into the page (app/components/forms/lead-form-props.ts). */
export interface LeadFormProps extends LeadFormPlace {
  readonly kind: LeadFormKind
  readonly privacy: PrivacyLink
  /** Accessible name of the notices' region. */
  readonly notificationsLabel: string
  readonly className?: string
}

/**
 * Every contact and demo form of the site, a React island. It posts to the
 * API as a plain HTML form until its script runs, then validates in the
 * browser and sends JSON; the page around it provides the heading.
 */
export function LeadForm(props: LeadFormProps): JSX.Element {
  return (
    <>
      <LeadFormBody {...props} />
      <Notifications label={props.notificationsLabel} />
    </>
  )
}

function LeadFormBody({
  kind,
  privacy,
  className,
  ...place
}: LeadFormProps): JSX.Element {
  const form = useLeadForm(kind, place)
  const { forms, config, errors, locale, isSubmitting } = form
  const prefix = `${kind}-form`
  const fixedService = fixedServiceOf(kind)

  if (form.isConfirmed) {
    const { title, description } = forms.confirmation ?? forms.sent
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
            label={forms.labels[spec.name] ?? ""}
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
        {isSubmitting ? forms.sending : forms.submit}
      </Button>
      <p className="text-xs leading-relaxed text-slate-600">
        {forms.privacy.text}{" "}
        <a
          href={privacy.href}
          hrefLang={privacy.hrefLang}
          className="font-medium text-brand underline"
        >
          {forms.privacy.link}
          {privacy.language ? (
            <span
              className="whitespace-nowrap"
              data-link-language={privacy.hrefLang}
            >
              {" "}
              ({privacy.language})
            </span>
          ) : null}
        </a>
      </p>
    </form>
  )
}
