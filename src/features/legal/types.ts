/** A paragraph, or a bulleted list of short items. */
export type LegalBlock = string | { list: string[] };

export interface LegalSubsection {
  title: string;
  blocks: LegalBlock[];
}

export interface LegalSection {
  /** The in-page anchor: kebab-case, unique within its document. */
  id: string;
  title: string;
  blocks: LegalBlock[];
  subsections?: LegalSubsection[];
}

export interface LegalDocumentContent {
  title: string;
  /** ISO date (yyyy-MM-dd) the text last changed. */
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}

/** A page that stands for one section of a document (/cookie-policy, /licenses). */
export interface LegalFocus {
  /** The page's own heading, e.g. "Cookie Policy". */
  title: string;
  /** The section it stands for. */
  sectionId: string;
}
