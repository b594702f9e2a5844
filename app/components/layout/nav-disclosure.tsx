import { ChevronDown } from "lucide-react"
import type { Locale } from "#app/config/locales.ts"
import type { NavLink } from "#app/content/common/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { usePopover } from "#app/hooks/use-popover.ts"

interface NavDisclosureProps {
  /** Id of the panel, which the button names in `popovertarget`. */
  readonly id: string
  readonly label: string
  readonly links: readonly NavLink[]
  readonly locale: Locale
}

/**
 * A dropdown of the desktop navigation: a button that shows a list of links
 * (the disclosure pattern recommended for site navigation), built on the
 * Popover API so that it opens, closes and navigates without script. See
 * docs/decisions/0003-own-menus-no-ui-library.md.
 */
export function NavDisclosure({
  id,
  label,
  links,
  locale,
}: NavDisclosureProps) {
  const { isOpen, onButtonKeyDown, panelProps } = usePopover<HTMLDivElement>()

  return (
    <div className="group/disclosure relative">
      <button
        type="button"
        popoverTarget={id}
        aria-expanded={isOpen}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors hover:bg-black/5"
      >
        {label}
        <ChevronDown
          className="size-4 transition-transform group-has-[:popover-open]/disclosure:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        id={id}
        popover="auto"
        {...panelProps}
        className="popover-below w-80 rounded-xl border border-slate-200 bg-white p-2 text-ink shadow-raised"
      >
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <AppLink
                to={link.to}
                locale={locale}
                className="block rounded-lg px-3 py-2.5 hover:bg-sky focus-visible:bg-sky"
              >
                <span className="block text-sm font-semibold">
                  {link.label}
                </span>
                {link.description ? (
                  <span className="block text-sm text-slate-600">
                    {link.description}
                  </span>
                ) : null}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
