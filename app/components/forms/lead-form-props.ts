import { pagePath } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { resolveLink } from "#app/lib/resolve-link.ts"
import type { LeadFormKind, LeadFormProps } from "./lead-form.tsx"

/**
 * What the lead form island of a page needs, and nothing else: the page's
 * language and path, the forms' strings, where the privacy page is. Computed
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
    forms: common.forms,
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
