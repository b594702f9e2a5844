import { createContext } from "react"

/**
 * Where a page's static icons draw from. The header and the first screen
 * write each icon's `<symbol>` into the page at its first use (`written` holds
 * the ids already there, one set per page, shared by its React trees), so
 * they draw at the first paint. Everything below draws from the site's sprite
 * file (icon-sprite.tsx), one cached file for every page. An island has
 * neither: it draws from the sprite file, at the address its props carry
 * (island-icon.tsx).
 */
export type IconSource =
  { readonly written: Set<string> } | { readonly sprite: string }

export const IconSymbolsContext = createContext<IconSource | null>(null)
