import type { JSX } from "react"
import { Button } from "#app/components/ui/button.tsx"
import { Notifications } from "#app/components/ui/notifications.tsx"
import type { Locale } from "#app/config/locales.ts"
import type { FormsContent } from "#app/schemas/ui.ts"
import { cn } from "#app/lib/cn.ts"
import { fixedServiceOf } from "#common/schemas/contact-fields.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
import { FormField } from "./form-field.tsx"
import {
  Honeypot,
  LeadFormConfirmation,
  PrivacyNote,
  type PrivacyLink,
} from "./lead-form-parts.tsx"
import {
  leadFormStrings,
  type LeadFormPlace,
  type LeadFormStrings,
} from "./lead-form-strings.ts"
import { useLeadForm } from "./use-lead-form.ts"

export type LeadFormKind = FormKind
export type { PrivacyLink }

/**
 * What a page writes into its form island's props (lead-form-props.ts): plain
 * data and no words of the form, which come with the island of the page's
 * language (`leadFormIn`).
 */
export interface LeadFormIslandProps {
  readonly kind: LeadFormKind
  /** The page's path, sent with the lead. */
  readonly page: string
  readonly privacy: PrivacyLink
  /** Where the confirmation's tick draws from in the sprite file (`spriteHref`). */
  readonly confirmedIcon: string
  readonly className?: string
}

export type LeadFormProps = LeadFormIslandProps & LeadFormPlace

/**
 * Every contact and demo form of the site, rendered at build and hydrated as
 * an island. It posts to the API as a plain HTML form until its script runs,
 * then validates in the browser and sends JSON; the page around it provides
 * the heading.
 */
export function LeadForm(props: LeadFormProps): JSX.Element {
  return (
    <>
      <LeadFormBody {...props} />
      <Notifications label={props.forms.notifications} />
    </>
  )
}

function LeadFormBody({
  kind,
  privacy,
  confirmedIcon,
  className,
  ...place
}: LeadFormProps): JSX.Element {
  const form = useLeadForm(kind, place)
  const { forms, config, errors, locale, isSubmitting } = form
  const prefix = `${kind}-form`
  const fixedService = fixedServiceOf(kind)

  if (form.isConfirmed)
    return (
      <LeadFormConfirmation
        {...(forms.confirmation ?? forms.sent)}
        icon={confirmedIcon}
        className={className}
      />
    )

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
      <Honeypot id={`${prefix}-website`} label={forms.honeypot} />
      <Button
        type="submit"
        disabled={isSubmitting}
        isBlock
        className="sm:self-start"
      >
        {isSubmitting ? forms.sending : forms.submit}
      </Button>
      <PrivacyNote forms={forms} privacy={privacy} />
    </form>
  )
}

/**
 * The form island of one language. Each language's island is a module of its
 * own (lead-form-es.tsx, -en, -fr), so a page's island brings the form's words
 * once, in its language only, in a file the pages of that language share,
 * instead of writing them into each page's props; lead-form-island.astro picks
 * the page's.
 */
export function leadFormIn(
  locale: Locale,
  forms: FormsContent,
  linkLanguages: LeadFormStrings["linkLanguages"],
) {
  function LocalisedLeadForm(props: LeadFormIslandProps): JSX.Element {
    return (
      <LeadForm
        {...props}
        locale={locale}
        forms={leadFormStrings(forms, props.kind, linkLanguages)}
      />
    )
  }
  return LocalisedLeadForm
}
