import { useEffect } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { CommonContent, NavLink } from "#app/content/common/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"

interface MobileMenuProps {
  readonly id: string
  readonly nav: CommonContent["nav"]
  readonly locale: Locale
  /** Called when a link is chosen: the menu closes (SPEC.md point 4). */
  readonly onNavigate: () => void
  readonly onClose: () => void
}

export function MobileMenu({
  id,
  nav,
  locale,
  onNavigate,
  onClose,
}: MobileMenuProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [onClose])

  const item = (link: NavLink) => (
    <li key={link.label}>
      <AppLink
        to={link.to}
        locale={locale}
        onClick={onNavigate}
        className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-sky"
      >
        {link.label}
      </AppLink>
    </li>
  )

  return (
    <nav
      id={id}
      aria-label={nav.label}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white text-ink lg:hidden"
    >
      <div className="container-page py-4">
        <ul className="space-y-1">
          {item(nav.services)}
          {item(nav.hosting)}
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
          {nav.industries.label}
        </p>
        <ul className="mt-1 space-y-1">{nav.industries.links.map(item)}</ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
          {nav.products.label}
        </p>
        <ul className="mt-1 space-y-1">{nav.products.links.map(item)}</ul>
        <AppLink
          to={nav.contact.to}
          locale={locale}
          onClick={onNavigate}
          className="mt-5 flex min-h-12 items-center justify-center rounded-full bg-brand font-semibold text-white hover:bg-brand-deep"
        >
          {nav.contact.label}
        </AppLink>
      </div>
    </nav>
  )
}
