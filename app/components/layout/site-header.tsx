import { Menu, X } from "lucide-react"
import { Link } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import { site } from "#app/config/site.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { usePopover } from "#app/hooks/use-popover.ts"
import { useScrolled } from "#app/hooks/use-scrolled.ts"
import { pathTo } from "#app/lib/i18n.ts"
import { BrandLogo } from "./brand-logo.tsx"
import { LanguageSwitcher } from "./language-switcher.tsx"
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx"
import { NavDisclosure } from "./nav-disclosure.tsx"

/**
 * Past this many pixels of scroll the header turns white and blurred. The
 * same figure is the range of the scroll-driven animation in app.css, which
 * makes the switch before and without script.
 */
export const HEADER_SCROLL_THRESHOLD = 20

interface SiteHeaderProps {
  readonly content: CommonContent
  readonly locale: Locale
  readonly pageId: PageId
}

export function SiteHeader({ content, locale, pageId }: SiteHeaderProps) {
  const isScrolled = useScrolled(HEADER_SCROLL_THRESHOLD)
  const menu = usePopover<HTMLElement>()
  const { nav } = content

  return (
    <header
      data-testid="site-header"
      data-print="hide"
      data-state={
        isScrolled === undefined ? undefined : isScrolled ? "scrolled" : "top"
      }
      className="site-header group/header fixed inset-x-0 top-0 z-40"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
        <Link
          to={pathTo("home", locale)}
          className="rounded-md"
          aria-label={`${site.brand}, ${nav.home}`}
        >
          <BrandLogo isInverted="inherit" label={site.brand} />
        </Link>

        <nav aria-label={nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <AppLink
                to={nav.services.to}
                locale={locale}
                className={navLinkClass}
              >
                {nav.services.label}
              </AppLink>
            </li>
            <li>
              <NavDisclosure
                id="nav-industries"
                label={nav.industries.label}
                links={nav.industries.links}
                locale={locale}
              />
            </li>
            <li>
              <AppLink
                to={nav.hosting.to}
                locale={locale}
                className={navLinkClass}
              >
                {nav.hosting.label}
              </AppLink>
            </li>
            <li>
              <NavDisclosure
                id="nav-products"
                label={nav.products.label}
                links={nav.products.links}
                locale={locale}
              />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher
            pageId={pageId}
            locale={locale}
            content={content.language}
          />
          <AppLink
            to={nav.contact.to}
            locale={locale}
            className="hidden min-h-11 items-center rounded-full bg-brand px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-deep sm:inline-flex"
          >
            {nav.contact.label}
          </AppLink>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/5 lg:hidden"
            aria-expanded={menu.isOpen}
            aria-label={nav.menu}
          >
            <Menu
              className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden"
              aria-hidden="true"
            />
            <X
              className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block"
              aria-hidden="true"
            />
          </button>
        </div>
      </div>
      <MobileMenu nav={nav} locale={locale} panelProps={menu.panelProps} />
    </header>
  )
}

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition-colors hover:bg-black/5"
