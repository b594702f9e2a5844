import { renderToStaticMarkup } from "react-dom/server"
import { svgFile } from "#app/lib/svg-file.ts"
import { IconDrawing } from "./icon.tsx"
import { icons, lucideId } from "./icons.ts"

/** Every drawing of the icon table once, whichever names share it. */
const drawings = [
  ...new Map(
    Object.values(icons).map((drawing) => [lucideId(drawing), drawing]),
  ).values(),
].toSorted((a, b) => lucideId(a).localeCompare(lucideId(b)))

/**
 * The site's sprite file: each drawing of the icon table (icons.ts) with its id,
 * built with the pages and served, like every file under /assets/, with a
 * content hash in its name and cached for good. Page icons below the first
 * screen draw from it, so their drawings travel once for the whole site.
 */
export const iconSprite = svgFile(
  "icons",
  renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg">
      <defs>
        {drawings.map((drawing) => (
          <IconDrawing key={lucideId(drawing)} drawing={drawing} />
        ))}
      </defs>
    </svg>,
  ),
)
