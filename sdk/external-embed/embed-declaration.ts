/**
 * An external-embed kind declared as data in its manifest: a list of framed external pages, each with a
 * title and a URL (and notes when the kind asks for them). The kind says where its pages may come from: a
 * fixed site whose URLs it reads (YouTube, Miro), or the hosts its company admin lists (embedded suites).
 */
import type { FramedPage } from '../../core/domain/framed-page';
import type { JsonSchema } from '../entity-attribute';

export type { FramedPage } from '../../core/domain/framed-page';

/** A fixed site: the kind reads its URLs itself; only `frameOrigins` are ever framed. */
export interface SiteEmbedSource {
  kind: 'site';
  /** The origins of every `frameSrc` the reader answers: the page's Content-Security-Policy frame-src. */
  frameOrigins: readonly string[];
  /** The page to frame for a URL a person entered, or null when it is not one of the site's pages. */
  framedPageOf(url: string): FramedPage | null;
  /** The server's answer (422) to a URL the reader refuses; the form shows the plugin's `urlRefused`. */
  refusal: string;
}

/** The hosts the company admin lists on the company details page (`suite_hosts`). */
export interface CompanyHostsEmbedSource {
  kind: 'companyHosts';
}

export type EmbedSource = SiteEmbedSource | CompanyHostsEmbedSource;

export interface EmbedDeclaration {
  /** The entity attribute holding the pages, e.g. 'YoutubeVideo'. Stored as a row: permanent. */
  itemKey: string;
  source: EmbedSource;
  /** Pages one under the other (videos, boards) or as tabs (suites). */
  layout: 'stack' | 'tabs';
  /** Each page has free notes under it. */
  notes?: boolean;
  /**
   * The iframe's sandbox tokens: what the framed page may do. Never `allow-top-navigation`, so no framed
   * page can take the person away from Tessera.
   */
  sandbox: string;
  /** The iframe's permissions policy (`allow`), e.g. 'fullscreen'. */
  allow: string;
}

/** One framed page as stored: `{ title, url, notes? }`. */
export interface EmbeddedPage {
  title: string;
  url: string;
  notes?: string;
}

export const EMBED_TITLE_MAX_LENGTH = 200;
export const EMBED_URL_MAX_LENGTH = 2000;
export const EMBED_NOTES_MAX_LENGTH = 5000;

export function embeddedPageSchema(embed: EmbedDeclaration): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'url'],
    properties: {
      title: { type: 'string', minLength: 1, maxLength: EMBED_TITLE_MAX_LENGTH },
      url: { type: 'string', maxLength: EMBED_URL_MAX_LENGTH, pattern: '^https://' },
      ...(embed.notes ? { notes: { type: 'string', maxLength: EMBED_NOTES_MAX_LENGTH } } : {}),
    },
  };
}

/** The failure of a stored page whose URL the kind's site refuses (checked after the schema). */
export function siteUrlProblems(source: EmbedSource, document: unknown): { field: string; message: string }[] {
  if (source.kind !== 'site') return [];
  const url = (document as EmbeddedPage).url;
  return source.framedPageOf(url) ? [] : [{ field: 'url', message: source.refusal }];
}
