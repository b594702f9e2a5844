/** The part of subset-font's API (it ships no types) that scripts/build/web-font.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"
    variationAxes?: Record<
      string,
      number | { min: number; max: number; default?: number }
    >
    /** The OpenType features to keep (every one when absent). */
    keepFeatures?: string[]
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
