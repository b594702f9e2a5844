import type { JSX } from "react"
import { Card } from "#app/components/ui/card.tsx"
import { IslandIcon } from "#app/components/ui/island-icon.tsx"
import type { Locale } from "#app/config/locales.ts"
import { cn } from "#app/lib/cn.ts"
import type { LeadFormStrings } from "./lead-form-strings.ts"

/**
 * The privacy page as a form links to it: in the page's language, or the one it
 * exists in (`hrefLang`).
 */
export interface PrivacyLink {
  readonly href: string
  readonly hrefLang?: Locale
}

/** What replaces the form for a while after success, for the kinds that do so. */
export function LeadFormConfirmation({
  title,
  description,
  icon,
  className,
}: {
  readonly title: string
  readonly description: string
  /** Where its tick draws from in the sprite file (`spriteHref`). */
  readonly icon: string
  readonly className?: string
}): JSX.Element {
  return (
    <Card
      role="status"
      isRaised
      className={cn(
        "flex flex-col items-center gap-3 p-8 text-center",
        className,
      )}
    >
      <IslandIcon href={icon} className="size-12 text-accent" />
      <p className="text-xl font-semibold text-ink">{title}</p>
      <p className="text-slate-600">{description}</p>
    </Card>
  )
}

/** The field only robots fill: out of sight and out of the tab order. */
export function Honeypot({
  id,
  label,
}: {
  readonly id: string
  readonly label: string
}): JSX.Element {
  return (
    <div
      aria-hidden="true"
      className="absolute -left-[9999px] size-px overflow-hidden"
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        tabIndex={-1}
        name="website"
        autoComplete="off"
      />
    </div>
  )
}

/** Under the button: what happens to the data, and the link to the privacy page. */
export function PrivacyNote({
  forms,
  privacy,
}: {
  readonly forms: LeadFormStrings
  readonly privacy: PrivacyLink
}): JSX.Element {
  const privacyText = `${forms.privacy.text} `
  const privacyLanguage = privacy.hrefLang
    ? ` (${forms.linkLanguages[privacy.hrefLang]})`
    : undefined
  return (
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
  )
}
