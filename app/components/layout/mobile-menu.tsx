import { Fragment } from "react"
import type { CommonContent, NavLink } from "#app/lib/frame-content.ts"
import { ContactLink, NavItem } from "./nav-links.tsx"

export const MOBILE_MENU_ID = "mobile-menu"

interface MobileMenuProps {
  readonly nav: CommonContent["nav"]
}

/**
 * The phone navigation: a native popover under the header, opened by the
 * menu button with `popovertarget`, so it opens and closes (button, Escape,
 * outside click) without script; app/scripts/menus.ts (by `data-menu`) keeps
 * the button's expanded state, closes the menu when a link is chosen and adds
 * the arrow keys.
 */
export function MobileMenu({ nav }: MobileMenuProps) {
  const item = (link: NavLink) => (
    <NavItem
      key={link.label}
      link={link}
      className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-sky"
    />
  )

  return (
    <nav
      id={MOBILE_MENU_ID}
      popover="auto"
      data-menu=""
      aria-label={nav.label}
      className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-t border-slate-200 bg-white text-ink shadow-raised lg:hidden"
    >
      <div className="container-page py-4">
        <ul className="space-y-1">
          {item(nav.services)}
          {item(nav.hosting)}
        </ul>
        {[nav.industries, nav.products].map((group) => (
          <Fragment key={group.label}>
            <p className="mt-4 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {group.label}
            </p>
            <ul className="mt-1 space-y-1">{group.links.map(item)}</ul>
          </Fragment>
        ))}
        <ContactLink
          link={nav.contact}
          className="mt-5 flex min-h-12 justify-center"
        />
      </div>
    </nav>
  )
}
