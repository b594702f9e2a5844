import { clsx, type ClassValue } from "clsx"
import { extendTailwindMerge } from "tailwind-merge"

/** The theme's own font sizes (app.css), so that `text-display` is not mistaken for a colour and dropped beside `text-ink`. */
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: { "font-size": ["text-hero", "text-display", "text-stat"] },
  },
})

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
