/** Mail addresses are compared and stored trimmed and lower-cased (one mailbox, one spelling). Shared by the API table and the services. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whether two addresses, either possibly missing, name the same mailbox. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && normalizeEmail(a) === normalizeEmail(b);
