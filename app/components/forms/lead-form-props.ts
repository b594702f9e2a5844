import { pagePath } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { resolveLink } from "#app/lib/resolve-link.ts"
import type { FormsContent } from "#app/content/common/forms/types.ts"
import { formConfig, type FieldName } from "./form-kinds.ts"
import type { LeadFormKind, LeadFormProps } from "./lead-form.tsx"
import type { LeadFormStrings } from "./use-lead-form.ts"

/** Of the forms' shared strings, those one kind of form shows and says. */
export function leadFormStrings(
  forms: FormsContent,
  kind: LeadFormKind,
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
    placeholders: pick<FieldName, string>(forms.placeholders, names),
    serviceLabels: pick(forms.serviceLabels, services),
    optional: forms.optional,
    honeypot: forms.honeypot,
    submit: forms.submit[config.submit],
    sending: forms.sending,
    privacy: forms.privacy,
    sent: notices[config.sent],
    failed: notices[config.failed],
    ...(config.confirmation ? { confirmation: notices.confirmation } : {}),
    retryAfter: api.retryAfter,
  }
}

/**
 * What the lead form island of a page needs, and nothing else: the page's
 * language and path, its kind's strings, where the privacy page is. Computed
 * at build; Astro writes it into the page as the island's props.
 */
export function leadFormProps(
  frame: FrameData,
  kind: LeadFormKind,
): LeadFormProps {
  const { locale, common } = frame
  const privacy = resolveLink({ page: "privacy" }, locale)
  return {
    kind,
    locale,
    page: pagePath(frame.pageId, locale) ?? "/",
    forms: leadFormStrings(common.forms, kind),
    privacy: {
      href: privacy.href,
      hrefLang: privacy.hrefLang,
      language: privacy.hrefLang
        ? common.language.linkLanguage[privacy.hrefLang]
        : undefined,
    },
    notificationsLabel: common.notifications,
  }
}
