import { business } from "#app/config/business.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import {
  LanguageNote,
  languageNoteText,
} from "#app/components/ui/link-language.tsx"
import { resolveLink } from "#app/lib/resolve-link.ts"
import { BrandLogo } from "./brand-logo.tsx"
import { LanguageSwitcher } from "./language-switcher.tsx"

interface ProductHeaderProps {
  /** Short line beside the logo: the product or the clinic slogan. */
  readonly tagline: string
}

/**
 * The simplified fixed header of product landing pages: logo and tagline,
 * languages, and Contact, which leads to the page's form (the frame's
 * `nav.contact`, app/lib/frame-data.ts).
 */
export function ProductHeader({ tagline }: ProductHeaderProps) {
  const { locale, common: content } = useCommon()
  const home = resolveLink({ page: "home" }, locale)
  // The link's name says what it shows, in its order, then where it leads.
  const shown = home.hrefLang
    ? [business.brand, languageNoteText(content.language, home.hrefLang)]
    : [business.brand]
  return (
    <header
      data-testid="product-header"
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 text-ink backdrop-blur-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-18">
        <a
          href={home.href}
          hrefLang={home.hrefLang}
          className="flex min-w-0 items-center gap-3 rounded-md"
          aria-label={[...shown, tagline, content.nav.home].join(", ")}
        >
          {/* Where home is in another language, the header's note under the logo says so. */}
          <span className="flex flex-col items-start gap-0.5">
            <BrandLogo label={business.brand} />{" "}
            <LanguageNote
              as="span"
              hrefLang={home.hrefLang}
              className="text-xs leading-none text-slate-600"
            />
          </span>{" "}
          <span className="hidden truncate border-l border-slate-300 pl-3 text-sm text-slate-600 sm:block">
            {tagline}
          </span>
        </a>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <AppLink
            to={content.nav.contact.to}
            className={buttonVariants({ size: "md" })}
          >
            {content.pageHeaders.contact}
          </AppLink>
        </div>
      </div>
    </header>
  )
}
