import type { JSX } from "react"
import { Button } from "#app/components/ui/button.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { IslandIcon } from "#app/components/ui/island-icon.tsx"
import { cn } from "#app/lib/cn.ts"
import type { Locale } from "#app/config/locales.ts"
import type { FormsContent } from "#app/schemas/ui.ts"
import { Notifications } from "#app/components/ui/notifications.tsx"
import { fixedServiceOf } from "#common/schemas/contact-fields.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
import { FormField } from "./form-field.tsx"
import { formConfig } from "./form-kinds.ts"
import {
  useLeadForm,
  type LeadFormPlace,
  type LeadFormStrings,
} from "./use-lead-form.ts"

export type LeadFormKind = FormKind

/**
 * The privacy page as a form links to it: in the page's language, or the one it
 * exists in (`hrefLang`).
 */
export interface PrivacyLink {
  readonly href: string
  readonly hrefLang?: Locale
}

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
  const privacyText = `${forms.privacy.text} `
  const privacyLanguage = privacy.hrefLang
    ? ` (${forms.linkLanguages[privacy.hrefLang]})`
    : undefined

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
        <IslandIcon href={confirmedIcon} className="size-12 text-accent" />
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
        {privacyText}
        <a
          href={privacy.href}
          hrefLang={privacy.hrefLang}
          className="font-medium text-brand underline"
        >
          {forms.privacy.link}
          {privacyLanguage ? (
            <span
              className="whitespace-nowrap"
              data-link-language={privacy.hrefLang}
            >
              {privacyLanguage}
            </span>
          ) : null}
        </a>
      </p>
    </form>
  )
}

/** Of the forms' shared strings, those one kind of form shows and says. */
export function leadFormStrings(
  forms: FormsContent,
  kind: LeadFormKind,
  linkLanguages: LeadFormStrings["linkLanguages"],
): LeadFormStrings {
  const config = formConfig(kind)
  const { fields, notices, api } = forms.messages
  const names = config.fields
  const pick = <K extends string, V>(
    table: Readonly<Partial<Record<K, V>>>,
    keys: readonly K[],
  ): Partial<Record<K, V>> =>
    Object.fromEntries(
      keys.flatMap((key) => (key in table ? [[key, table[key]]] : [])),
    ) as Partial<Record<K, V>>
  const services =
    config.fieldSpecs.find((spec) => spec.name === "service")?.options ?? []
  return {
    labels: pick(fields, names),
    placeholders: pick(forms.placeholders, names),
    serviceLabels: pick(forms.serviceLabels, services),
    optional: forms.optional,
    honeypot: forms.honeypot,
    notifications: forms.notifications,
    submit: forms.submit[config.submit],
    sending: forms.sending,
    privacy: forms.privacy,
    linkLanguages,
    sent: notices[config.sent],
    failed: notices[config.failed],
    ...(config.confirmation ? { confirmation: notices.confirmation } : {}),
    retryAfter: api.retryAfter,
  }
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
