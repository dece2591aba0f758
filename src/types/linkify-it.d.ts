/**
 * The part of linkify-it (which ships no types) the app uses: finding links
 * in plain text. https://github.com/markdown-it/linkify-it#api
 */
declare module "linkify-it" {
  export interface Match {
    /** Where the link starts and ends in the text. */
    index: number;
    lastIndex: number;
    /** The link as written. */
    raw: string;
    text: string;
    /** The normalized URL, with a scheme ("example.com" gives "http://example.com"). */
    url: string;
    /** The scheme as written ("" for a link without one). */
    schema: string;
  }

  export default class LinkifyIt {
    constructor(schemas?: Record<string, unknown>, options?: object);
    test(text: string): boolean;
    match(text: string): Match[] | null;
  }
}
