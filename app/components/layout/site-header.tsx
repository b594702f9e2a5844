import { business } from "#app/config/business.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { pathTo } from "#app/lib/i18n.ts"
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

export function SiteHeader() {
  const { locale, common } = useCommon()
  const { nav } = common
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
          href={pathTo("home", locale)}
          className="rounded-md"
          aria-label={`${business.brand}, ${nav.home}`}
        >
          <BrandLogo isInverted="inherit" label={business.brand} />
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
