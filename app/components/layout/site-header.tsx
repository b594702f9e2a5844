import { Menu, X } from "lucide-react"
import { useEffect, useState } from "react"
import { Link, useLocation } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import { site } from "#app/config/site.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { useScrolled } from "#app/hooks/use-scrolled.ts"
import { cn } from "#app/lib/cn.ts"
import { pathTo } from "#app/lib/i18n.ts"
import { BrandLogo } from "./brand-logo.tsx"
import { LanguageSwitcher } from "./language-switcher.tsx"
import { MobileMenu } from "./mobile-menu.tsx"
import { NavDisclosure } from "./nav-disclosure.tsx"

/** Past this many pixels of scroll the header turns white and blurred (SPEC.md point 4). */
export const HEADER_SCROLL_THRESHOLD = 20

interface SiteHeaderProps {
  readonly content: CommonContent
  readonly locale: Locale
  readonly pageId: PageId
}

export function SiteHeader({ content, locale, pageId }: SiteHeaderProps) {
  const isScrolled = useScrolled(HEADER_SCROLL_THRESHOLD)
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const { nav } = content
  const isSolid = isScrolled || isMenuOpen

  useEffect(() => setIsMenuOpen(false), [pathname])

  return (
    <header
      data-testid="site-header"
      data-print="hide"
      data-state={isScrolled ? "scrolled" : "top"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300",
        isSolid
          ? "bg-white/85 text-ink shadow-[0_1px_0_rgb(11_27_50/0.08)] backdrop-blur-md"
          : "bg-transparent text-white",
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
        <Link
          to={pathTo("home", locale)}
          className="rounded-md"
          aria-label={`${site.brand}, ${nav.home}`}
        >
          <BrandLogo isInverted={!isSolid} label={site.brand} />
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
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/5 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? nav.closeMenu : nav.openMenu}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {isMenuOpen ? (
        <MobileMenu
          id="mobile-menu"
          nav={nav}
          locale={locale}
          onNavigate={() => setIsMenuOpen(false)}
          onClose={() => setIsMenuOpen(false)}
        />
      ) : null}
    </header>
  )
}

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition-colors hover:bg-black/5"
