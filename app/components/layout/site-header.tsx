import {
  groupLanguage,
  LanguageNote,
  languageNoteText,
} from "#app/components/ui/link-language.tsx"
import { business } from "#app/config/business.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { resolveLink } from "#app/lib/resolve-link.ts"
import { BrandLogo } from "./brand-logo.tsx"
import { ContactLink, NavItem } from "./nav-links.tsx"
import { LanguageSwitcher } from "./language-switcher.tsx"
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx"
import { NavDisclosure } from "./nav-disclosure.tsx"
import { PopoverToggle } from "./popover-toggle.tsx"

/**
 * Past this many pixels of scroll the header turns white and blurred. The
 * same figure is the range of the scroll-driven animation in
 * app/styles/header.css, which makes the switch before and without script;
 * app/scripts/header.ts reads it from `data-scroll-threshold` and sets
 * `data-state` ("top" or "scrolled"), which the stylesheet follows.
 */
export const HEADER_SCROLL_THRESHOLD = 20

/**
 * The shared header. Where its own links (home, the bar's, Contact) all lead
 * to pages in another language (a French page: the site's pages are in
 * English), a note under the logo says so once for all of them.
 */
export function SiteHeader() {
  const { locale, common } = useCommon()
  const { nav } = common
  const home = resolveLink({ page: "home" }, locale)
  const noted = groupLanguage(
    [{ page: "home" }, nav.services.to, nav.hosting.to, nav.contact.to],
    locale,
  )
  // The logo link's name says what it shows, in its order, then where it leads.
  const homeName = [
    business.brand,
    ...(noted ? [languageNoteText(common.language, noted)] : []),
    nav.home,
  ].join(", ")
  // The desktop navigation in order: links, and dropdowns with the id of their panel.
  const items = [
    nav.services,
    { ...nav.industries, id: "nav-industries" },
    nav.hosting,
    { ...nav.products, id: "nav-products" },
  ]

  return (
    <header
      data-scroll-threshold={HEADER_SCROLL_THRESHOLD}
      className="site-header group/header fixed inset-x-0 top-0 z-40 print:hidden!"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
        <a
          href={home.href}
          hrefLang={home.hrefLang}
          className={cn(
            "rounded-md",
            noted && "flex flex-col items-start gap-0.5",
          )}
          aria-label={homeName}
        >
          <BrandLogo isInverted="inherit" label={business.brand} />{" "}
          <LanguageNote
            as="span"
            hrefLang={noted}
            className="text-xs leading-none opacity-75"
          />
        </a>

        <nav aria-label={nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              "links" in item ? (
                <li key={item.label}>
                  <NavDisclosure {...item} />
                </li>
              ) : (
                <NavItem
                  key={item.label}
                  link={item}
                  isNoted={noted !== undefined}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition-colors hover:bg-black/5"
                />
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <ContactLink
            link={nav.contact}
            isNoted={noted !== undefined}
            className="hidden min-h-11 px-5 text-sm shadow-sm transition-colors sm:inline-flex"
          />
          <PopoverToggle
            target={MOBILE_MENU_ID}
            icon="menu"
            swap="header"
            className="size-11 hover:bg-black/5 lg:hidden"
            aria-label={nav.menu}
          />
        </div>
      </div>
      <MobileMenu nav={nav} />
    </header>
  )
}
