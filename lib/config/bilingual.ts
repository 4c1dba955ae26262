/** A navigation label of the site's config in both languages (page text lives in the database and the messages). */
export type Bilingual = { cn: string; en: string };
