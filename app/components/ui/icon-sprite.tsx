import { renderToStaticMarkup } from "react-dom/server"
import { svgFile } from "#app/lib/svg-file.ts"
import { IconSymbol } from "./icon.tsx"
import { icons, lucideId } from "./icons.ts"

/** Every drawing of the icon table once, whichever names share it. */
const drawings = [
  ...new Map(
    Object.values(icons).map((drawing) => [lucideId(drawing), drawing]),
  ).values(),
].toSorted((a, b) => lucideId(a).localeCompare(lucideId(b)))

/**
 * The site's sprite file: a `<symbol>` for each icon of the table (icons.ts),
 * built with the pages and served, like every file under /assets/, with a
 * content hash in its name and cached for good. Page icons below the first
 * screen draw from it, so its symbols travel once for the whole site.
 */
export const iconSprite = svgFile(
  "icons",
  renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg">
      <defs>
        {drawings.map((drawing) => (
          <IconSymbol key={lucideId(drawing)} drawing={drawing} />
        ))}
      </defs>
    </svg>,
  ),
)
