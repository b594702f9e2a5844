import type { FrameData } from "#app/hooks/use-common.ts"
import { spriteHref } from "#app/components/ui/icon.tsx"
import { resolveLink } from "#app/lib/resolve-link.ts"
import type { LeadFormIslandProps, LeadFormKind } from "./lead-form.tsx"

/**
 * What the lead form island of a page needs from the page, and nothing else:
 * its path and where the privacy page is; the form's words come with the
 * island of the page's language (lead-form.tsx, `leadFormIn`). Computed at build;
 * Astro writes it into the page as the island's props.
 */
export function leadFormProps(
  frame: FrameData,
  kind: LeadFormKind,
): LeadFormIslandProps {
  const { locale } = frame
  const privacy = resolveLink({ page: "privacy" }, locale)
  return {
    kind,
    page: frame.paths[locale] ?? "/",
    privacy: privacy.hrefLang
      ? { href: privacy.href, hrefLang: privacy.hrefLang }
      : { href: privacy.href },
    confirmedIcon: spriteHref(frame.iconSprite, "circleCheck"),
  }
}

/**
 * How far from the view a form's island starts loading: a screen above and
 * below it (IntersectionObserver's `rootMargin`), so that it runs by the time
 * a visitor scrolling at reading speed reaches the form.
 */
export const FORM_LOAD_MARGIN = "100% 0px"
