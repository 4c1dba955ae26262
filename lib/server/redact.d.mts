/** A text without the "params: …" lines of a failed query (up to the stack frames that follow). */
export function withoutQueryParams(text: string): string;
