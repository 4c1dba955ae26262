// A text in Chinese and English, as the seed's site content documents store it.
export type B = { cn: string; en: string };
export const b = (cn: string, en: string): B => ({ cn, en });
