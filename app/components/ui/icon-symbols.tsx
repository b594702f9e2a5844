import { createContext } from "react"

/**
 * The icons whose `<symbol>` the page already carries: the first `Icon` of a
 * kind on a page writes its symbol, the others only reference it. One set per
 * page, given to each of its static React trees; none in an island.
 */
export const IconSymbolsContext = createContext<Set<string> | null>(null)
