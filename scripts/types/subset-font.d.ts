/** The part of subset-font's API (it ships no types) that scripts/build/web-font.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"
    variationAxes?: Record<
      string,
      number | { min: number; max: number; default?: number }
    >
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
